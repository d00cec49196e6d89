import { describe, expect, it } from 'vitest';
import { base64UrlToBytes } from './base64url';

describe('base64UrlToBytes', () => {
  it('decodes base64url with and without padding', () => {
    expect([...base64UrlToBytes('AQID')]).toEqual([1, 2, 3]);
    expect([...base64UrlToBytes('-_8')]).toEqual([251, 255]);
    expect([...base64UrlToBytes('-_8=')]).toEqual([251, 255]);
    expect([...base64UrlToBytes('')]).toEqual([]);
  });
  it('decodes a 65-byte uncompressed P-256 VAPID key', () => {
    const key = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';
    const bytes = base64UrlToBytes(key);
    expect(bytes.length).toBe(65);
    expect(bytes[0]).toBe(4);
  });
});
