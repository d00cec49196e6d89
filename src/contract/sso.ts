import { z } from 'zod';

/** Why a single sign-on ended without a session; the login page shows `sso.errors.<id>`. */
export const SSO_ERROR_IDS = [
  'failed',
  'state_invalid',
  'wrong_audience',
  'expired',
  'bad_signature',
  'replayed',
  'other_group',
  'wrong_domain',
  'missing_email',
] as const;
export type SsoErrorId = (typeof SSO_ERROR_IDS)[number];

export const SSO_PROTOCOLS = ['oidc', 'saml'] as const;
export type SsoProtocol = (typeof SSO_PROTOCOLS)[number];

const emailOrCode = z.string().trim().toLowerCase().min(1, 'validation.required').max(254, 'validation.too_long');

/** The login page asks by e-mail address (its domain) or by group code. */
export const ssoDiscoverQuerySchema = z.object({ email_or_code: emailOrCode });
export const ssoDiscoverResponseSchema = z.object({
  sso: z.boolean(),
  mandatory: z.boolean(),
  display_name: z.string().nullable(),
  /** Path (under the API prefix) the browser navigates to; it answers 302 to the identity provider. */
  start_url: z.string().nullable(),
});
export type SsoDiscoverResponse = z.infer<typeof ssoDiscoverResponseSchema>;

export const ssoStartParamsSchema = z.object({ group_code: z.string().trim().min(1).max(64) });
export const ssoStartQuerySchema = z.object({ provider: z.coerce.number().int().min(1).max(2_147_483_647).optional() });

export const ssoCallbackQuerySchema = z.looseObject({ state: z.string().max(300).optional() });
export const samlAcsBodySchema = z.object({
  SAMLResponse: z.string().min(1).max(1_000_000),
  RelayState: z.string().max(300).optional(),
});

export const acsParamsSchema = z.object({ token: z.string().min(1).max(300) });

const httpsUrl = z
  .string()
  .trim()
  .max(500, 'validation.too_long')
  .refine((value) => isProviderUrl(value), 'validation.sso_url');
const domain = z
  .string()
  .trim()
  .toLowerCase()
  .max(253, 'validation.too_long')
  .regex(/^([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/, 'validation.sso_domain');
const pem = z
  .string()
  .trim()
  .max(20_000, 'validation.too_long')
  .regex(/^-----BEGIN CERTIFICATE-----\s+[A-Za-z0-9+/=\s]+-----END CERTIFICATE-----$/, 'validation.sso_certificate');

/** https everywhere; http only for a provider on this machine (development and tests). */
export function isProviderUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  if (url.protocol === 'https:') return true;
  return url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
}

const providerBase = {
  id: z.number().int().min(1).max(2_147_483_647).optional(),
  display_name: z.string().trim().min(1, 'validation.required').max(100, 'validation.too_long'),
  email_domains: z.array(domain).min(1, 'validation.required').max(50),
};

export const oidcProviderInputSchema = z.object({
  ...providerBase,
  protocol: z.literal('oidc'),
  issuer: httpsUrl,
  client_id: z.string().trim().min(1, 'validation.required').max(200, 'validation.too_long'),
  /** Omitted: the stored secret of this provider stays. */
  client_secret: z.string().min(1, 'validation.required').max(500, 'validation.too_long').optional(),
});
export const samlProviderInputSchema = z.object({
  ...providerBase,
  protocol: z.literal('saml'),
  entry_point: httpsUrl,
  idp_certificate: pem,
  idp_entity_id: z.string().trim().max(500, 'validation.too_long').default(''),
});

export const putSsoBodySchema = z
  .object({
    sso_mandatory: z.boolean(),
    providers: z.array(z.discriminatedUnion('protocol', [oidcProviderInputSchema, samlProviderInputSchema])).max(10),
  })
  // Mandatory SSO without a provider would lock every member out, the admins too.
  .refine((body) => !body.sso_mandatory || body.providers.length > 0, {
    path: ['sso_mandatory'],
    message: 'validation.sso_mandatory_without_provider',
  });
export type PutSsoBody = z.infer<typeof putSsoBodySchema>;
export type SsoProviderInput = PutSsoBody['providers'][number];

export const ssoProviderSchema = z.object({
  id: z.number(),
  protocol: z.enum(SSO_PROTOCOLS),
  display_name: z.string(),
  email_domains: z.array(z.string()),
  issuer: z.string().nullable(),
  client_id: z.string().nullable(),
  has_client_secret: z.boolean(),
  entry_point: z.string().nullable(),
  idp_certificate: z.string().nullable(),
  idp_entity_id: z.string().nullable(),
});
export const ssoSettingsSchema = z.object({
  sso_mandatory: z.boolean(),
  providers: z.array(ssoProviderSchema),
  /** What the identity provider needs to know about us. */
  oidc_redirect_uri: z.string(),
  saml_acs_url: z.string(),
  saml_entity_id: z.string(),
});
export type SsoSettings = z.infer<typeof ssoSettingsSchema>;
