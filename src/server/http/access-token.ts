import { jwtVerify, SignJWT } from 'jose';
import { accessTokenPayloadSchema } from '../../contract/auth';
import type { AuthContext } from './request-context';

export interface AccessTokens {
  sign(auth: AuthContext, host: string | null): Promise<string>;
  verify(token: string): Promise<AuthContext | null>;
}

export function accessTokens(secret: string, ttlSeconds: number): AccessTokens {
  const key = new TextEncoder().encode(secret);
  return {
    sign: (auth, host) =>
      new SignJWT({ gid: auth.groupId, ...(host ? { host } : {}) })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(auth.userId))
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(key),
    verify: async (token) => {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        const parsed = accessTokenPayloadSchema.safeParse(payload);
        if (!parsed.success || !/^\d+$/.test(parsed.data.sub)) return null;
        return { userId: Number(parsed.data.sub), groupId: parsed.data.gid };
      } catch {
        return null;
      }
    },
  };
}
