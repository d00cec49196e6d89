import type { Config } from '../../config';

/** Every address an identity provider or the browser is sent to, built from PUBLIC_URL. */
export const ssoUrls = (config: Pick<Config, 'publicUrl'>) => ({
  oidcRedirectUri: `${config.publicUrl}/api/v2/auth/sso/callback`,
  samlAcsUrl: `${config.publicUrl}/api/v2/auth/sso/saml/acs`,
  samlEntityId: `${config.publicUrl}/api/v2/auth/sso/saml`,
  appAcs: (token: string) => `${config.publicUrl}/#/acs/${encodeURIComponent(token)}`,
  loginWithError: (id: string) => `${config.publicUrl}/#/login?sso_error=${id}`,
});
