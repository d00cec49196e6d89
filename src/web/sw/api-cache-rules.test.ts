import { describe, expect, it } from 'vitest';
import { isKeptApiRequest, mayServe, tokenOwner } from './api-cache-rules';

const SCOPE = 'https://app.deskfair.de/';
const url = (path: string) => new URL(path, SCOPE);
const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const bearer = (payload: object) => `Bearer ${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(payload)}.c2lnbmF0dXJl`;
const ANNA = bearer({ sub: 'user-anna', gid: 'group-1', exp: 2000000000 });
const BEN = bearer({ sub: 'user-ben', gid: 'group-1', exp: 2000000000 });

describe('isKeptApiRequest', () => {
  it('keeps the last ego and the own bookings', () => {
    for (const path of [
      'api/v2/ego',
      'api/v2/bookings',
      'api/v2/bookings?from=2026-11-01&to=2026-12-06',
      'api/v2/conference_rooms',
      'api/v2/bookables',
      'api/v2/series',
      'api/v2/settings/desk',
    ]) {
      expect(isKeptApiRequest('GET', url(path), SCOPE)).toBe(true);
    }
  });
  it('keeps nothing else, no change and nothing of another origin', () => {
    expect(isKeptApiRequest('POST', url('api/v2/bookings'), SCOPE)).toBe(false);
    expect(isKeptApiRequest('DELETE', url('api/v2/bookings/1'), SCOPE)).toBe(false);
    expect(isKeptApiRequest('GET', url('api/v2/bookings/1'), SCOPE)).toBe(false);
    expect(isKeptApiRequest('GET', url('api/v2/messages'), SCOPE)).toBe(false);
    expect(isKeptApiRequest('GET', url('api/v2/refresh'), SCOPE)).toBe(false);
    expect(isKeptApiRequest('GET', url('api/v2/admin/users'), SCOPE)).toBe(false);
    expect(isKeptApiRequest('GET', url('ego'), SCOPE)).toBe(false);
    expect(isKeptApiRequest('GET', new URL('https://eu.deskfair.de/api/v2/ego'), SCOPE)).toBe(false);
  });
  it('follows the scope the app is served under', () => {
    expect(isKeptApiRequest('GET', new URL('https://example.com/desk/api/v2/ego'), 'https://example.com/desk/')).toBe(true);
    expect(isKeptApiRequest('GET', new URL('https://example.com/api/v2/ego'), 'https://example.com/desk/')).toBe(false);
  });
});

describe('tokenOwner', () => {
  it("reads the bearer token's sub", () => {
    expect(tokenOwner(ANNA)).toBe('user-anna');
  });
  it('knows nobody without a readable token', () => {
    expect(tokenOwner(null)).toBe(null);
    expect(tokenOwner('')).toBe(null);
    expect(tokenOwner('Bearer not-a-jwt')).toBe(null);
    expect(tokenOwner(`Bearer a.${base64url({ gid: 'g' })}.c`)).toBe(null);
    expect(tokenOwner('Bearer a.%%%.c')).toBe(null);
    expect(tokenOwner(`Basic ${base64url({ sub: 'x' })}`)).toBe(null);
  });
});

describe('mayServe', () => {
  it('serves a kept answer to its owner only', () => {
    expect(mayServe('user-anna', ANNA)).toBe(true);
    expect(mayServe('user-anna', BEN)).toBe(false);
  });
  it('serves nothing to a signed-out app or from an answer without owner', () => {
    expect(mayServe('user-anna', null)).toBe(false);
    expect(mayServe(null, ANNA)).toBe(false);
  });
});
