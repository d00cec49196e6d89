import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import cookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import type { AppDeps } from './deps';
import { systemClock, type Clock } from './clock';
import { featureRoutes } from './features';
import { accessTokens } from './http/access-token';
import { registerErrorHandler } from './http/errors';
import { registerInputGuards } from './http/input-guards';
import { serializeError } from './http/log-serializers';
import { registerRateLimit } from './http/rate-limit';
import { registerRequestContext } from './http/request-context';
import { registerSecurityHeaders } from './http/security-headers';
import { registerServerTiming } from './http/server-timing';
import { CROSS_SITE_POST_ROUTES, registerXsrf } from './http/xsrf';
import { API_DOCS_OPTIONS, swaggerOptions } from './http/openapi';
import { setPublicUrl } from './http/public-url';
import { registerRequestScope } from './request-scope';
import { autoReleaseInBatches } from './jobs/auto-release';
import { statisticsJob } from './jobs/pglite-statistics';
import { outboxJob } from './jobs/outbox';
import { extendOwnerCalendars } from './jobs/owner-calendars';
import { runDueLotteries } from './jobs/lottery';
import { expireWaitlistOffers } from './jobs/expire-offers';
import { registerOutboxDelivery } from './jobs/outbox-signal';
import { rollUpOccupancyInBatches } from './jobs/occupancy-rollup';
import { startTicker } from './jobs/ticker';
import { trackRequestActivity } from './jobs/request-activity';
import { createMailer } from './mail/mailer';
import { fcmSender } from './push/fcm-sender';
import { vapidKeys } from './push/vapid-keys';
import { webPushSender } from './push/web-push-sender';
import { registerWebManifest } from './http/web-manifest';
import { registerAppLinks } from './http/app-links';

const WEB_DIST = fileURLToPath(new URL('../../dist/web/', import.meta.url));
export const API_PREFIX = '/api/v2';
const AUTO_RELEASE_LOCK_KEY = 734_302;
const OWNER_CALENDARS_LOCK_KEY = 734_303;
const LOTTERY_LOCK_KEY = 734_304;
const OCCUPANCY_ROLLUP_LOCK_KEY = 734_305;
const WAITLIST_OFFERS_LOCK_KEY = 734_322;
/** On PGlite a roll-up batch runs only when no request has arrived for this long. */
const ROLLUP_QUIET_MS = 100;

export interface BuildOptions {
  config: Config;
  database: Database;
  /** Serve the built web app from dist/web (off in API tests). */
  serveWeb?: boolean;
  /** Where the built web app is (default dist/web). */
  webRoot?: string;
  /** Where "now" comes from; tests fix it. */
  clock?: Clock;
  /** Where log lines go (stdout when unset); tests read them. */
  logStream?: { write(line: string): void };
}

export async function buildApp({
  config,
  database,
  serveWeb = true,
  webRoot = WEB_DIST,
  clock = systemClock,
  logStream,
}: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel, serializers: { err: serializeError }, ...(logStream ? { stream: logStream } : {}) },
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    // Per-request lines only when debugging; they would drown the start-up output and the benchmarks.
    logController: new LogController({ disableRequestLogging: config.logLevel !== 'debug' && config.logLevel !== 'trace' }),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(config.responseValidation ? serializerCompiler : () => (data) => JSON.stringify(data));

  setPublicUrl(config.publicUrl);
  const mailer = createMailer(config.smtpUrl, config.mailFrom, app.log);
  const webPushKeys = vapidKeys(config.webPush);
  const push = {
    GCM: config.fcm ? fcmSender(config.fcm) : undefined,
    WEBPUSH: webPushSender(webPushKeys, config.webPush.subject),
  };
  // Only PGlite's one connection makes requests wait for a roll-up batch; on PostgreSQL it runs beside them.
  const activity = database.kind === 'pglite' ? trackRequestActivity(app) : null;
  const rollupMayGoOn = () => !activity?.busy(ROLLUP_QUIET_MS);
  const ticker = startTicker(
    database,
    [
      {
        name: 'auto-release',
        runOnDatabase: (own) => autoReleaseInBatches(own, AUTO_RELEASE_LOCK_KEY),
      },
      { name: 'owner-calendars', lockKey: OWNER_CALENDARS_LOCK_KEY, everyMs: 60_000, run: (tx) => extendOwnerCalendars(tx, clock.now()) },
      { name: 'lottery', lockKey: LOTTERY_LOCK_KEY, run: (tx) => runDueLotteries(tx, clock.now()) },
      {
        name: 'waitlist-offers',
        lockKey: WAITLIST_OFFERS_LOCK_KEY,
        run: (tx) => expireWaitlistOffers(tx, clock.now()),
      },
      {
        name: 'occupancy-rollup',
        everyMs: 10 * 60_000,
        runOnDatabase: (own) => rollUpOccupancyInBatches(own, OCCUPANCY_ROLLUP_LOCK_KEY, () => clock.now(), rollupMayGoOn),
      },
      { name: 'outbox', runOnDatabase: outboxJob(mailer, push) },
      // PostgreSQL's autovacuum keeps its statistics; PGlite (the one database whose activity is tracked) has none.
      ...(activity ? [statisticsJob(activity)] : []),
    ],
    config.tickerIntervalMs,
    app.log,
  );
  app.addHook('onClose', async () => {
    await ticker.stop();
    mailer.close();
  });

  const deps: AppDeps = {
    config,
    database,
    tokens: accessTokens(config.jwtSecret, config.accessTokenTtlSeconds),
    clock,
    webPushKeys,
  };

  registerSecurityHeaders(app, { secure: config.cookieSecure, connectSources: config.cspConnectSources });
  await app.register(cookie);
  if (config.serverTiming) {
    registerRequestScope(app);
    registerServerTiming(app);
  }
  registerRequestContext(app);
  registerOutboxDelivery(app, () => void ticker.kick('outbox'));
  registerXsrf(app, { secure: config.cookieSecure, apiPrefix: API_PREFIX });
  registerErrorHandler(app);
  registerInputGuards(app);
  // The API speaks JSON only: other content types answer 415 instead of reaching a route as text.
  app.removeContentTypeParser('text/plain');
  await registerRateLimit(app, config.redisUrl);
  await app.register(swagger, swaggerOptions({ prefix: API_PREFIX, xsrfExemptRoutes: CROSS_SITE_POST_ROUTES }));
  await app.register(swaggerUi, API_DOCS_OPTIONS);

  await app.register(
    async (api) => {
      for (const routes of featureRoutes) await api.register(routes(deps));
      api.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
    },
    { prefix: API_PREFIX },
  );

  // The server is the web host the apps' links point at, with or without the web app's files.
  registerAppLinks(app, config.appLinks);

  if (serveWeb && existsSync(webRoot)) {
    registerWebManifest(app, webRoot);
    await app.register(fastifyStatic, {
      root: webRoot,
      // The build writes .br and .gz next to each file (vite.config.ts); send picks one by Accept-Encoding.
      preCompressed: true,
      setHeaders: (reply, path) => {
        // Hashed asset names never change their content; index.html and icons are revalidated by ETag.
        reply.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  return app;
}
