import type { SsoSettings } from '../../../contract/sso';
import type { Config } from '../../config';
import type { ProviderRow } from './repository';
import { ssoUrls } from './urls';

/** The group's SSO settings; the client secret never leaves the server (only whether one is stored). */
export function presentSsoSettings(config: Pick<Config, 'publicUrl'>, ssoMandatory: boolean, providers: ProviderRow[]): SsoSettings {
  const urls = ssoUrls(config);
  return {
    sso_mandatory: ssoMandatory,
    providers: providers.map((p) => ({
      id: p.id,
      protocol: p.protocol,
      display_name: p.displayName,
      email_domains: p.emailDomains,
      issuer: p.oidcIssuer,
      client_id: p.oidcClientId,
      has_client_secret: p.oidcClientSecret !== null,
      entry_point: p.samlEntryPoint,
      idp_certificate: p.samlIdpCertificate,
      idp_entity_id: p.samlIdpEntityId,
    })),
    oidc_redirect_uri: urls.oidcRedirectUri,
    saml_acs_url: urls.samlAcsUrl,
    saml_entity_id: urls.samlEntityId,
  };
}
