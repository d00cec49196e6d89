import { afterEach, describe, expect, it, vi } from 'vitest';
import { accessTokens } from './access-token';

const SECRET = 'a-secret-that-is-long-enough-for-hs256-tokens!';
const CLAIMS = { userId: 7, groupId: 3, sessionId: '6f1c1a8e-1111-4000-8000-000000000000' };

describe('access tokens', () => {
  afterEach(() => vi.useRealTimers());

  it('verifies its own tokens, again from the cache, and refuses other keys and altered tokens', async () => {
    const tokens = accessTokens(SECRET, 60);
    const token = await tokens.sign(CLAIMS, null);
    expect(await tokens.verify(token)).toEqual(CLAIMS);
    expect(await tokens.verify(token)).toEqual(CLAIMS);
    expect(await accessTokens(`${SECRET}-other`, 60).verify(token)).toBeNull();
    const [header, payload, signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ gid: 4, sid: CLAIMS.sessionId, sub: '7', exp: 9_999_999_999 })).toString('base64url');
    expect(await tokens.verify(`${header}.${forged}.${signature}`)).toBeNull();
    expect(await tokens.verify(`${header}.${payload}.${signature?.slice(0, -2)}xx`)).toBeNull();
  });

  it('stops accepting a token once it expires, even one it verified before', async () => {
    vi.useFakeTimers({ now: new Date('2027-01-05T08:30:00Z'), toFake: ['Date'] });
    const tokens = accessTokens(SECRET, 60);
    const token = await tokens.sign(CLAIMS, null);
    expect(await tokens.verify(token)).toEqual(CLAIMS);
    vi.setSystemTime(new Date('2027-01-05T08:30:59Z'));
    expect(await tokens.verify(token)).toEqual(CLAIMS);
    vi.setSystemTime(new Date('2027-01-05T08:31:01Z'));
    expect(await tokens.verify(token)).toBeNull();
  });
});
