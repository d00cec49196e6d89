import { importPKCS8, SignJWT } from 'jose';
import type { FcmConfig } from '../config';

const SCOPE = 'https://www.googleapis.com/auth/firebase.messaging';
const ASSERTION_LIFETIME_SECONDS = 3600;
/** A cached token is renewed this long before it expires, so no request carries one that dies on the way. */
const RENEW_BEFORE_MS = 60_000;

/**
 * OAuth 2.0 access tokens for FCM by the JWT bearer grant (RFC 7523): an RS256 assertion signed with the
 * service account's key, exchanged at its token_uri; cached until shortly before it expires.
 */
export function fcmAccessTokens(fcm: FcmConfig) {
  let cached: { token: string; expiresAt: number } | undefined;
  let key: CryptoKey | undefined;
  return {
    async get(): Promise<string> {
      if (cached && Date.now() < cached.expiresAt - RENEW_BEFORE_MS) return cached.token;
      key ??= await importPKCS8(fcm.privateKey, 'RS256');
      const assertion = await new SignJWT({ scope: SCOPE })
        .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
        .setIssuer(fcm.clientEmail)
        .setAudience(fcm.tokenUri)
        .setIssuedAt()
        .setExpirationTime(`${ASSERTION_LIFETIME_SECONDS}s`)
        .sign(key);
      const response = await fetch(fcm.tokenUri, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer', assertion }).toString(),
      });
      if (!response.ok) throw new Error(`FCM token endpoint answered ${response.status}: ${await response.text()}`);
      const answer = (await response.json()) as { access_token?: unknown; expires_in?: unknown };
      if (typeof answer.access_token !== 'string' || typeof answer.expires_in !== 'number')
        throw new Error('FCM token endpoint answered without access_token and expires_in');
      cached = { token: answer.access_token, expiresAt: Date.now() + answer.expires_in * 1000 };
      return cached.token;
    },
    /** Forgets the cached token (FCM refused it). */
    forget(): void {
      cached = undefined;
    },
  };
}
