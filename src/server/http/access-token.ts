import { createSigner, createVerifier } from 'fast-jwt';
import { accessTokenPayloadSchema } from '../../contract/auth';
import type { AuthContext } from './request-context';

/** The signed-in user and the session (refresh-token family) the token belongs to. */
export interface SessionClaims extends AuthContext {
  sessionId: string;
}

export interface AccessTokens {
  sign(claims: SessionClaims, host: string | null): Promise<string>;
  verify(token: string): Promise<SessionClaims | null>;
}

/** Tokens verified lately, kept until they expire: a client sends the same token with every request until it refreshes. */
const VERIFIED_CACHE_SIZE = 10_000;

export function accessTokens(secret: string, ttlSeconds: number): AccessTokens {
  // Synchronous HMAC (node:crypto): verifying a token costs microseconds, not a trip through WebCrypto's thread pool.
  const signer = createSigner({ key: secret, algorithm: 'HS256', expiresIn: ttlSeconds * 1000 });
  const verifier = createVerifier({ key: secret, algorithms: ['HS256'] });
  const verified = new Map<string, { claims: SessionClaims; expiresAtMs: number }>();

  function verifySignature(token: string): { claims: SessionClaims; expiresAtMs: number } | null {
    try {
      const parsed = accessTokenPayloadSchema.safeParse(verifier(token));
      if (!parsed.success || !/^\d+$/.test(parsed.data.sub) || !parsed.data.sid) return null;
      const claims = { userId: Number(parsed.data.sub), groupId: parsed.data.gid, sessionId: parsed.data.sid };
      return { claims, expiresAtMs: parsed.data.exp * 1000 };
    } catch {
      return null;
    }
  }

  return {
    sign: async (claims, host) =>
      signer({ sub: String(claims.userId), gid: claims.groupId, sid: claims.sessionId, ...(host ? { host } : {}) }),
    verify: async (token) => {
      const known = verified.get(token);
      if (known && known.expiresAtMs > Date.now()) return known.claims;
      verified.delete(token);
      const checked = verifySignature(token);
      if (!checked) return null;
      if (verified.size >= VERIFIED_CACHE_SIZE) verified.delete(verified.keys().next().value ?? '');
      verified.set(token, checked);
      return checked.claims;
    },
  };
}
