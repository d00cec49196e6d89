import { SAML, ValidateInResponseTo } from '@node-saml/node-saml';
import type { Config } from '../../config';
import { SsoFailure } from './errors';
import type { ProviderRow } from './repository';
import { ssoUrls } from './urls';

export function samlClient(config: Pick<Config, 'publicUrl'>, provider: ProviderRow, requestId?: string): SAML {
  if (!provider.samlEntryPoint || !provider.samlIdpCertificate) throw new SsoFailure('failed');
  const urls = ssoUrls(config);
  return new SAML({
    callbackUrl: urls.samlAcsUrl,
    entryPoint: provider.samlEntryPoint,
    issuer: urls.samlEntityId,
    audience: urls.samlEntityId,
    idpCert: provider.samlIdpCertificate,
    ...(provider.samlIdpEntityId ? { idpIssuer: provider.samlIdpEntityId } : {}),
    wantAssertionsSigned: true,
    wantAuthnResponseSigned: false,
    // InResponseTo is compared with the pending sign-in in finish-saml.ts, after the replay check.
    validateInResponseTo: ValidateInResponseTo.never,
    ...(requestId ? { generateUniqueId: () => requestId } : {}),
    acceptedClockSkewMs: 0,
  });
}

/** Maps node-saml's refusals to the ids the login page explains. */
export function samlFailure(error: unknown): SsoFailure {
  if (error instanceof SsoFailure) return error;
  const message = error instanceof Error ? error.message : '';
  if (message.includes('audience')) return new SsoFailure('wrong_audience');
  if (message.includes('expired') || message.includes('NotBefore')) return new SsoFailure('expired');
  if (message.includes('signature')) return new SsoFailure('bad_signature');
  return new SsoFailure('failed');
}
