import * as oidc from 'openid-client';
import { SsoFailure } from './errors';
import type { ProviderRow } from './repository';

/** The provider's discovered configuration; plain http is allowed only where the admin API allowed it (this machine). */
export async function oidcConfiguration(provider: ProviderRow): Promise<oidc.Configuration> {
  if (!provider.oidcIssuer || !provider.oidcClientId) throw new SsoFailure('failed');
  const issuer = new URL(provider.oidcIssuer);
  const insecure = issuer.protocol === 'http:';
  return oidc.discovery(
    issuer,
    provider.oidcClientId,
    provider.oidcClientSecret ?? undefined,
    provider.oidcClientSecret ? oidc.ClientSecretBasic(provider.oidcClientSecret) : oidc.None(),
    insecure ? { execute: [oidc.allowInsecureRequests] } : undefined,
  );
}
