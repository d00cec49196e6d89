import { describe, expect, it } from 'vitest';
import { apiBaseUrl, parseTokenPayload } from './token';

const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const jwt = (payload: unknown) => `${b64url({ alg: 'HS256', typ: 'JWT' })}.${b64url(payload)}.signature`;

describe('parseTokenPayload', () => {
  it('reads sub, gid, exp and the optional host', () => {
    expect(parseTokenPayload(jwt({ sub: '7', gid: 148, exp: 2000000000, host: 'eu.deskfair.de' }))).toEqual({
      sub: '7',
      gid: 148,
      exp: 2000000000,
      host: 'eu.deskfair.de',
    });
    expect(parseTokenPayload(jwt({ sub: '7', gid: 1, exp: 1 }))).toEqual({ sub: '7', gid: 1, exp: 1 });
  });
  it('decodes UTF-8 and base64url characters', () => {
    expect(parseTokenPayload(jwt({ sub: 'ä?>~', gid: 1, exp: 1 }))?.sub).toBe('ä?>~');
  });
  it('rejects tokens that are not access tokens', () => {
    expect(parseTokenPayload('')).toBeNull();
    expect(parseTokenPayload('abc')).toBeNull();
    expect(parseTokenPayload('a.%%%.c')).toBeNull();
    expect(parseTokenPayload(jwt({ sub: 7, gid: 1, exp: 1 }))).toBeNull();
    expect(parseTokenPayload(jwt({ sub: '7', gid: 1.5, exp: 1 }))).toBeNull();
    expect(parseTokenPayload(jwt({ sub: '7', gid: 1, exp: 1, host: 5 }))).toBeNull();
  });
});

describe('apiBaseUrl', () => {
  it('uses the same origin without a host', () => {
    expect(apiBaseUrl(null, '')).toBe('/api/v2/');
  });
  it('prefers the stored host, adding the protocol to a bare host', () => {
    expect(apiBaseUrl('eu.deskfair.de', 'default.example', 'https:')).toBe('https://eu.deskfair.de/api/v2/');
    expect(apiBaseUrl('http://localhost:8080/', '')).toBe('http://localhost:8080/api/v2/');
    expect(apiBaseUrl(null, 'default.example', 'http:')).toBe('http://default.example/api/v2/');
  });
});
