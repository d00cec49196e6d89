import * as oidc from 'openid-client';
import type { AppDeps } from '../../deps';
import { SsoFailure } from './errors';
import { oidcConfiguration } from './oidc-client';
import { closePendingSignIn } from './pending-state';
import { findProvider } from './repository';
import { signInUser } from './sign-in-user';
import { ssoUrls } from './urls';

/** The OIDC redirect: exchanges the code (PKCE, state, nonce checked) and returns the one-time token of the member. */
export async function finishOidcSignIn({ database, config, clock }: AppDeps, query: Record<string, unknown>): Promise<string> {
  const state = typeof query.state === 'string' ? query.state : undefined;
  const pending = await database.db.transaction((tx) => closePendingSignIn(tx, state, clock.now()));
  const provider = await findProvider(database.db, pending.groupId, pending.providerId);
  if (!provider || provider.protocol !== 'oidc' || !pending.codeVerifier || !pending.nonce) throw new SsoFailure('state_invalid');
  const configuration = await oidcConfiguration(provider);
  const currentUrl = new URL(ssoUrls(config).oidcRedirectUri);
  for (const [key, value] of Object.entries(query)) if (typeof value === 'string') currentUrl.searchParams.set(key, value);
  const tokens = await oidc
    .authorizationCodeGrant(configuration, currentUrl, {
      pkceCodeVerifier: pending.codeVerifier,
      expectedState: state,
      expectedNonce: pending.nonce,
      idTokenExpected: true,
    })
    .catch(() => {
      throw new SsoFailure('failed');
    });
  const claims = tokens.claims();
  if (!claims) throw new SsoFailure('failed');
  const userInfo = await oidc.fetchUserInfo(configuration, tokens.access_token, claims.sub).catch(() => ({}) as oidc.UserInfoResponse);
  const all = { ...claims, ...userInfo };
  return database.db.transaction((tx) =>
    signInUser(tx, provider, { email: text(all.email), firstName: text(all.given_name), name: text(all.family_name) }, clock.now()),
  );
}

const text = (value: unknown) => (typeof value === 'string' ? value : null);
