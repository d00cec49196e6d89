import { jwtVerify, SignJWT } from 'jose';
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
  const raw = new TextEncoder().encode(secret);
  // Imported once: jose would import a raw key again on every signature and verification.
  const key = crypto.subtle.importKey('raw', raw, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
  const verified = new Map<string, { claims: SessionClaims; expiresAtMs: number }>();

  async function verifySignature(token: string): Promise<{ claims: SessionClaims; expiresAtMs: number } | null> {
    try {
      const { payload } = await jwtVerify(token, await key, { algorithms: ['HS256'] });
      const parsed = accessTokenPayloadSchema.safeParse(payload);
      if (!parsed.success || !/^\d+$/.test(parsed.data.sub) || !parsed.data.sid || payload.exp === undefined) return null;
      const claims = { userId: Number(parsed.data.sub), groupId: parsed.data.gid, sessionId: parsed.data.sid };
      return { claims, expiresAtMs: payload.exp * 1000 };
    } catch {
      return null;
    }
  }

  return {
    sign: async (claims, host) =>
      new SignJWT({ gid: claims.groupId, sid: claims.sessionId, ...(host ? { host } : {}) })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(claims.userId))
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(await key),
    verify: async (token) => {
      const known = verified.get(token);
      if (known && known.expiresAtMs > Date.now()) return known.claims;
      verified.delete(token);
      const checked = await verifySignature(token);
      if (!checked) return null;
      if (verified.size >= VERIFIED_CACHE_SIZE) verified.delete(verified.keys().next().value ?? '');
      verified.set(token, checked);
      return checked.claims;
    },
  };
}
