import { randomBytes } from 'node:crypto';
import * as oidc from 'openid-client';
import type { AppDeps } from '../../deps';
import { findGroupByCode } from '../groups/repository';
import { ssoNotConfigured } from './errors';
import { oidcConfiguration } from './oidc-client';
import { openPendingSignIn } from './pending-state';
import { listProviders, type ProviderRow } from './repository';
import { samlClient } from './saml-client';
import { ssoUrls } from './urls';

/** The URL of the identity provider that signs in members of the group with this code (its first provider, or the one named). */
export async function startSignIn(
  { database, config, clock }: AppDeps,
  groupCode: string,
  providerId: number | undefined,
): Promise<string> {
  const group = await findGroupByCode(database.db, groupCode);
  const providers = group ? await listProviders(database.db, group.id) : [];
  const provider = providerId === undefined ? providers[0] : providers.find((p) => p.id === providerId);
  if (!provider) throw ssoNotConfigured();
  return provider.protocol === 'oidc' ? startOidc({ database, config, clock }, provider) : startSaml({ database, config, clock }, provider);
}

async function startOidc({ database, config, clock }: Pick<AppDeps, 'database' | 'config' | 'clock'>, provider: ProviderRow) {
  const configuration = await oidcConfiguration(provider);
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const nonce = oidc.randomNonce();
  const state = await database.db.transaction((tx) =>
    openPendingSignIn(tx, { groupId: provider.groupId, providerId: provider.id, codeVerifier, nonce }, clock.now()),
  );
  return oidc
    .buildAuthorizationUrl(configuration, {
      redirect_uri: ssoUrls(config).oidcRedirectUri,
      scope: 'openid email profile',
      code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state,
      nonce,
    })
    .toString();
}

async function startSaml({ database, config, clock }: Pick<AppDeps, 'database' | 'config' | 'clock'>, provider: ProviderRow) {
  const requestId = `_${randomBytes(20).toString('hex')}`;
  const relayState = await database.db.transaction((tx) =>
    openPendingSignIn(tx, { groupId: provider.groupId, providerId: provider.id, samlRequestId: requestId }, clock.now()),
  );
  return samlClient(config, provider, requestId).getAuthorizeUrlAsync(relayState, undefined, {});
}
