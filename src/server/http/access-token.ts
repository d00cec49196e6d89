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

export function accessTokens(secret: string, ttlSeconds: number): AccessTokens {
  const key = new TextEncoder().encode(secret);
  return {
    sign: (claims, host) =>
      new SignJWT({ gid: claims.groupId, sid: claims.sessionId, ...(host ? { host } : {}) })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(claims.userId))
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(key),
    verify: async (token) => {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        const parsed = accessTokenPayloadSchema.safeParse(payload);
        if (!parsed.success || !/^\d+$/.test(parsed.data.sub) || !parsed.data.sid) return null;
        return { userId: Number(parsed.data.sub), groupId: parsed.data.gid, sessionId: parsed.data.sid };
      } catch {
        return null;
      }
    },
  };
}
