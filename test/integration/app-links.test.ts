import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { DATABASE_KINDS } from '../support/databases';
import { startTestApp, type TestApp } from '../support/test-app';

const RELEASE = '14:6D:E9:83:C5:73:C6:60:95:B1:E7:A1:4C:34:B9:C8:D5:5E:D4:0F:2B:77:E6:0A:6C:1B:3D:92:A8:F0:11:5C';
const DEBUG = 'fa:c6:17:45:dc:09:03:78:6f:b9:ed:e6:2a:96:2b:39:9f:73:48:f0:bb:6f:89:9b:83:32:66:75:91:03:3b:9c';

describe.each(DATABASE_KINDS)('app-link verification files on %s', (kind) => {
  describe('configured', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(kind, { ANDROID_CERT_SHA256: `${RELEASE}, ${DEBUG}`, APPLE_TEAM_ID: 'ABCDE12345' });
    });
    afterAll(() => t.close());

    it('serves assetlinks.json for the Android app with every configured fingerprint, upper case', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/.well-known/assetlinks.json' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual([
        {
          relation: ['delegate_permission/common.handle_all_urls'],
          target: {
            namespace: 'android_app',
            package_name: 'de.deskfair.app',
            sha256_cert_fingerprints: [
              '14:6D:E9:83:C5:73:C6:60:95:B1:E7:A1:4C:34:B9:C8:D5:5E:D4:0F:2B:77:E6:0A:6C:1B:3D:92:A8:F0:11:5C',
              'FA:C6:17:45:DC:09:03:78:6F:B9:ED:E6:2A:96:2B:39:9F:73:48:F0:BB:6F:89:9B:83:32:66:75:91:03:3B:9C',
            ],
          },
        },
      ]);
    });

    it('serves apple-app-site-association as JSON without a redirect, for every path', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/.well-known/apple-app-site-association' });
      expect(response.statusCode).toBe(200);
      expect(response.headers.location).toBeUndefined();
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual({
        applinks: { details: [{ appIDs: ['ABCDE12345.de.deskfair.app'], components: [{ '/': '/*' }] }] },
      });
    });

    it('sets no XSRF cookie or header on them (they are no API answers)', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/.well-known/assetlinks.json' });
      expect(response.cookies).toEqual([]);
      expect(response.headers['x-xsrf-token']).toBeUndefined();
    });
  });

  describe('not configured', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(kind);
    });
    afterAll(() => t.close());

    it.each(['/.well-known/assetlinks.json', '/.well-known/apple-app-site-association'])('answers 404 for %s', async (url) => {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
    });
  });

  describe('only one platform configured', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(kind, { APPLE_TEAM_ID: 'ABCDE12345' });
    });
    afterAll(() => t.close());

    it('answers the configured one and 404 for the other', async () => {
      expect((await t.app.inject({ method: 'GET', url: '/.well-known/apple-app-site-association' })).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: '/.well-known/assetlinks.json' })).statusCode).toBe(404);
    });
  });
});

describe('app-link configuration', () => {
  it('refuses a malformed fingerprint or team id with the variable named', () => {
    expect(() => loadConfig({ ANDROID_CERT_SHA256: `${RELEASE},14:6D:E9` }, () => '')).toThrow(
      'Invalid configuration:\n  ANDROID_CERT_SHA256: must be a comma-separated list of SHA-256 fingerprints (AB:CD:… , 32 bytes)',
    );
    expect(() => loadConfig({ APPLE_TEAM_ID: 'abcde12345' }, () => '')).toThrow(
      'Invalid configuration:\n  APPLE_TEAM_ID: must be the 10-character Apple team id',
    );
  });

  it('leaves both unset by default', () => {
    expect(loadConfig({}, () => '').appLinks).toEqual({ androidCertFingerprints: [], appleTeamId: undefined });
  });
});
