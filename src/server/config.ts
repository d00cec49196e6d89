import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { z } from 'zod';

/** A CSP host-source: `https://eu.example.com`, `eu.example.com:8443`, `*.example.com`. */
const CSP_HOST_SOURCE = /^(https?:\/\/)?(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:\d+)?$/i;
/** A SHA-256 certificate fingerprint as `keytool -list -v` prints it: 32 hex bytes separated by colons. */
const SHA256_FINGERPRINT = /^[0-9a-f]{2}(:[0-9a-f]{2}){31}$/i;
const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(8080),
    HOST: z.string().min(1).default('127.0.0.1'),
    PUBLIC_URL: z.url().optional(),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).optional(),
    DATABASE_TRANSACTION_POOLING: bool.default(false),
    JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(5).max(86_400).default(900),
    REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    PASSWORD_RESET_TTL_MINUTES: z.coerce.number().int().min(5).max(1440).default(60),
    COOKIE_SECURE: bool.optional(),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
    MAIL_FROM: z.string().min(3).default('Deskfair <no-reply@deskfair.test>'),
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
      .optional(),
    RATE_LIMIT_AUTH_MAX: z.coerce.number().int().min(1).default(10),
    RATE_LIMIT_ACCOUNT_MAX: z.coerce.number().int().min(1).default(5),
    RATE_LIMIT_ACCOUNT_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
    BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).max(10_485_760).default(65_536),
    SEED_DEMO: bool.optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    TRUST_PROXY: bool.optional(),
    RESPONSE_VALIDATION: bool.optional(),
    SERVER_TIMING: bool.optional(),
    TICKER_INTERVAL_MS: z.coerce.number().int().min(100).default(5000),
    CSP_CONNECT_SRC: z
      .string()
      .refine((list) => list.split(',').every((source) => CSP_HOST_SOURCE.test(source.trim())), 'must be a comma-separated list of origins')
      .optional(),
    FCM_SERVICE_ACCOUNT: z.string().min(1).optional(),
    FCM_API_URL: z.url().default('https://fcm.googleapis.com'),
    ANDROID_CERT_SHA256: z
      .string()
      .refine(
        (list) => list.split(',').every((fingerprint) => SHA256_FINGERPRINT.test(fingerprint.trim())),
        'must be a comma-separated list of SHA-256 fingerprints (AB:CD:… , 32 bytes)',
      )
      .optional(),
    APPLE_TEAM_ID: z
      .string()
      .regex(/^[A-Z0-9]{10}$/, 'must be the 10-character Apple team id')
      .optional(),
    VAPID_PUBLIC_KEY: z
      .string()
      .regex(/^[A-Za-z0-9_-]{87}$/, 'must be an uncompressed P-256 public key, base64url (87 characters)')
      .optional(),
    VAPID_PRIVATE_KEY: z
      .string()
      .regex(/^[A-Za-z0-9_-]{43}$/, 'must be a P-256 private key, base64url (43 characters)')
      .optional(),
    VAPID_SUBJECT: z
      .string()
      .regex(/^(mailto:|https:\/\/)\S+$/, 'must be a mailto: address or an https:// URL')
      .optional(),
  })
  .refine((env) => !env.VAPID_PUBLIC_KEY === !env.VAPID_PRIVATE_KEY, {
    path: ['VAPID_PRIVATE_KEY'],
    message: 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together or not at all',
  })
  .refine((env) => env.NODE_ENV !== 'production' || env.JWT_SECRET, {
    path: ['JWT_SECRET'],
    message: 'is required when NODE_ENV=production',
  })
  // Without SMTP, mails (and their reset links) would be written to the log.
  .refine((env) => env.NODE_ENV !== 'production' || env.SMTP_URL, {
    path: ['SMTP_URL'],
    message: 'is required when NODE_ENV=production',
  });

export type Env = z.infer<typeof envSchema>;

/** The fields of a Google service-account key file that FCM HTTP v1 needs. */
const serviceAccountSchema = z.object({
  project_id: z.string().min(1),
  client_email: z.string().min(1),
  private_key: z.string().includes('PRIVATE KEY'),
  token_uri: z.url(),
});

/** Firebase Cloud Messaging (app push): the service account and the API's base URL. */
export interface FcmConfig {
  projectId: string;
  clientEmail: string;
  privateKey: string;
  tokenUri: string;
  apiUrl: string;
}

/** Web Push: the configured VAPID key pair (else one is generated and stored once), and the contact sent with it. */
export interface WebPushConfig {
  keys: { publicKey: string; privateKey: string } | undefined;
  subject: string;
}

function readServiceAccount(path: string, apiUrl: string): FcmConfig {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new ConfigError(`Invalid configuration:\n  FCM_SERVICE_ACCOUNT: cannot read ${path} (${(error as Error).message})`);
  }
  const account = serviceAccountSchema.safeParse(parsed);
  if (!account.success) {
    const fields = account.error.issues.map((issue) => issue.path.join('.')).join(', ');
    throw new ConfigError(`Invalid configuration:\n  FCM_SERVICE_ACCOUNT: ${path} is not a service-account key (${fields})`);
  }
  const { project_id, client_email, private_key, token_uri } = account.data;
  return {
    projectId: project_id,
    clientEmail: client_email,
    privateKey: private_key,
    tokenUri: token_uri,
    apiUrl: apiUrl.replace(/\/$/, ''),
  };
}

/** `mailto:` the sender address of MAIL_FROM ("Deskfair <no-reply@…>"), else the public URL. */
function defaultVapidSubject(mailFrom: string, publicUrl: string): string {
  const address = /<([^<>\s]+@[^<>\s]+)>/.exec(mailFrom)?.[1] ?? (/^\S+@\S+$/.test(mailFrom) ? mailFrom : undefined);
  return address ? `mailto:${address}` : publicUrl;
}

/** The native apps' side of their links (README "Mobile app"); unset parts answer 404. */
export interface AppLinksConfig {
  /** Android: SHA-256 fingerprints of the certificates the app is signed with, upper case. */
  androidCertFingerprints: string[];
  /** iOS: the team id in front of the bundle id. */
  appleTeamId: string | undefined;
}

export interface Config {
  production: boolean;
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /**
   * PostgreSQL connections per process; by default twice the cores, at least 4. Few are faster than many: past a couple
   * per core the database's processes only take turns on the cores, and a request is better off waiting in the pool.
   */
  databasePoolSize: number;
  /**
   * DATABASE_URL leads to a pooler in transaction mode (PgBouncer): consecutive statements may reach different server
   * connections, so prepared statements go as SQL PREPARE/EXECUTE, which can be prepared again wherever they land.
   * Otherwise they use the protocol's named statements (parsed once per connection, then only bound and run).
   */
  databaseTransactionPooling: boolean;
  /** Random per process when unset (development only): access tokens then end with the process; refresh renews them. */
  jwtSecret: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  passwordResetTtlMinutes: number;
  cookieSecure: boolean;
  smtpUrl: string | undefined;
  mailFrom: string;
  redisUrl: string | undefined;
  authRateLimitMax: number;
  /** Failed sign-ins per account, and reset mails per e-mail address, within `accountLimitWindowSeconds`. */
  accountLimitMax: number;
  accountLimitWindowSeconds: number;
  /** Larger request bodies answer 413. */
  bodyLimitBytes: number;
  seedDemo: boolean;
  logLevel: Env['LOG_LEVEL'];
  tickerIntervalMs: number;
  /** Take the client address from X-Forwarded-For (only behind a proxy that sets it; else rate limits are easy to dodge). */
  trustProxy: boolean;
  /** Check every response against its schema (development and tests); production relies on the typed presenters. */
  responseValidation: boolean;
  /**
   * Count each request's database statements for its Server-Timing header (development and tests). The count lives in
   * an AsyncLocalStorage, which on Node 20 gives every promise of the process an async hook.
   */
  serverTiming: boolean;
  /** Other origins the web app may call (Content-Security-Policy connect-src): the groups' api_host values. */
  cspConnectSources: string[];
  /** Unset: android and ios devices get no push (no GCM rows are delivered; see README "Push"). */
  fcm: FcmConfig | undefined;
  webPush: WebPushConfig;
  appLinks: AppLinksConfig;
}

export class ConfigError extends Error {}

/**
 * PostgreSQL connections per process when DATABASE_POOL_SIZE does not say: twice the cores, at least 8. A booking's
 * connection spends most of its time waiting for its commit's log flush, and the more commits wait at once, the more
 * of them one flush serves (measured on 2 cores: 4 connections 1,230–1,360 bookings/s, 8: 1,350–1,500/s).
 */
export const defaultPoolSize = () => Math.max(8, 2 * availableParallelism());

export function loadConfig(source: Record<string, string | undefined>, randomSecret: () => string): Config {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const production = env.NODE_ENV === 'production';
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
  return {
    production,
    port: env.PORT,
    host: env.HOST,
    publicUrl,
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL,
    databasePoolSize: env.DATABASE_POOL_SIZE ?? defaultPoolSize(),
    databaseTransactionPooling: env.DATABASE_TRANSACTION_POOLING,
    jwtSecret: env.JWT_SECRET ?? randomSecret(),
    accessTokenTtlSeconds: env.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlDays: env.REFRESH_TOKEN_TTL_DAYS,
    passwordResetTtlMinutes: env.PASSWORD_RESET_TTL_MINUTES,
    cookieSecure: env.COOKIE_SECURE ?? production,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    redisUrl: env.REDIS_URL,
    authRateLimitMax: env.RATE_LIMIT_AUTH_MAX,
    accountLimitMax: env.RATE_LIMIT_ACCOUNT_MAX,
    accountLimitWindowSeconds: env.RATE_LIMIT_ACCOUNT_WINDOW_SECONDS,
    bodyLimitBytes: env.BODY_LIMIT_BYTES,
    seedDemo: !production && (env.SEED_DEMO ?? true),
    logLevel: env.LOG_LEVEL,
    tickerIntervalMs: env.TICKER_INTERVAL_MS,
    trustProxy: env.TRUST_PROXY ?? false,
    responseValidation: env.RESPONSE_VALIDATION ?? !production,
    serverTiming: env.SERVER_TIMING ?? !production,
    cspConnectSources: (env.CSP_CONNECT_SRC ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    fcm: env.FCM_SERVICE_ACCOUNT ? readServiceAccount(env.FCM_SERVICE_ACCOUNT, env.FCM_API_URL) : undefined,
    webPush: {
      keys:
        env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY } : undefined,
      subject: env.VAPID_SUBJECT ?? defaultVapidSubject(env.MAIL_FROM, publicUrl),
    },
    appLinks: {
      androidCertFingerprints: (env.ANDROID_CERT_SHA256 ?? '')
        .split(',')
        .map((s) => s.trim().toUpperCase())
        .filter(Boolean),
      appleTeamId: env.APPLE_TEAM_ID,
    },
  };
}
