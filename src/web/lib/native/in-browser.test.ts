import { describe, expect, it } from 'vitest';
import { isNativeApp } from './platform';

describe('the native glue in a browser', () => {
  it('is not the mobile app and starts nothing', async () => {
    expect(isNativeApp()).toBe(false);
    const { startNativeApp } = await import('./start');
    expect(await startNativeApp({ handOverLink: () => undefined, history: { back: () => undefined } })).toBe(null);
    expect(isNativeApp()).toBe(false);
  });
});
