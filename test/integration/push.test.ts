import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webPushKeyResponseSchema } from '../../src/contract/messages';
import { queryRows } from '../../src/server/db/client';
import { ApiClient } from '../support/api-client';
import { DATABASE_KINDS } from '../support/databases';
import { startFcmServer } from '../support/fcm-server';
import { sampleNotifications, sendNotifications, userIdOf } from '../support/notifications';
import { DEMO, startTestApp, type TestApp } from '../support/test-app';
import { startWebPushEndpoint } from '../support/web-push-endpoint';
import { clearOutbox } from '../support/outbox';

const [demo] = DEMO.users;
const PROJECT = 'deskfair-test';
const CLIENT_EMAIL = 'push@deskfair-test.iam.gserviceaccount.com';

/** Polls until the check passes (the ticker delivers every 100 ms here). */
async function eventually(check: () => Promise<boolean> | boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.each(DATABASE_KINDS)('push delivery on %s', (kind) => {
  let t: TestApp;
  let fcm: Awaited<ReturnType<typeof startFcmServer>>;
  let browser: Awaited<ReturnType<typeof startWebPushEndpoint>>;
  let user: ApiClient;
  let userId: number;
  let dir: string;

  const outbox = (channel: string) =>
    queryRows<{ recipient: string; sent: boolean; attempts: number; last_error: string | null }>(
      t.database.db,
      sql`SELECT recipient, sent_at IS NOT NULL AS sent, attempts, last_error FROM outbox WHERE channel = ${channel} ORDER BY id`,
    );
  const deviceTokens = async () =>
    (await queryRows<{ token: string }>(t.database.db, sql`SELECT token FROM devices ORDER BY id`)).map((row) => row.token);
  const allDelivered = async () =>
    (
      await queryRows<{ n: number }>(
        t.database.db,
        sql`SELECT (SELECT count(*)::int FROM outbox WHERE sent_at IS NULL) + (SELECT count(*)::int FROM message_fanout) AS n`,
      )
    )[0]?.n === 0;

  beforeAll(async () => {
    const { publicKey, privateKey } = generateKeyPairSync('rsa', {
      modulusLength: 2048,
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    });
    fcm = await startFcmServer({ projectId: PROJECT, clientEmail: CLIENT_EMAIL, publicKeyPem: publicKey });
    browser = await startWebPushEndpoint();
    dir = mkdtempSync(join(tmpdir(), 'deskfair-fcm-'));
    const serviceAccount = join(dir, 'service-account.json');
    writeFileSync(
      serviceAccount,
      JSON.stringify({
        type: 'service_account',
        project_id: PROJECT,
        client_email: CLIENT_EMAIL,
        private_key: privateKey,
        token_uri: fcm.tokenUri,
      }),
    );
    t = await startTestApp(kind, { FCM_SERVICE_ACCOUNT: serviceAccount, FCM_API_URL: fcm.url, TICKER_INTERVAL_MS: '100' });
    user = new ApiClient(t.app);
    await user.login(demo.email, DEMO.password);
    userId = await userIdOf(t.database, demo.email);
    await clearOutbox(t.database.db);
  });
  afterAll(async () => {
    await t.close();
    await fcm.close();
    await browser.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('pushes to the apps through FCM with title, body and path, fetching one access token for all', async () => {
    await user.post('/api/v2/device', { token: 'android-1', platform: 'android' });
    await user.post('/api/v2/device', { token: 'ios-1', platform: 'ios' });
    const sample = sampleNotifications(userId);
    await sendNotifications(t.database, t.demoGroupId, [sample.room, sample.link]);
    await eventually(() => fcm.received.length === 4);
    expect(fcm.received).toEqual([
      {
        token: 'android-1',
        notification: {
          title: 'Einladung: Planung',
          body: 'Dana Demo lädt dich zu „Planung“ ein: 07.01.2027, 00:30–01:30, Raum Spree (Berlin Mitte).\nDu kannst die Einladung in deinem Kalender oder in Deskfair annehmen oder ablehnen.',
        },
        data: { path: '/conference_rooms?day=2027-01-07' },
      },
      {
        token: 'ios-1',
        notification: {
          title: 'Einladung: Planung',
          body: 'Dana Demo lädt dich zu „Planung“ ein: 07.01.2027, 00:30–01:30, Raum Spree (Berlin Mitte).\nDu kannst die Einladung in deinem Kalender oder in Deskfair annehmen oder ablehnen.',
        },
        data: { path: '/conference_rooms?day=2027-01-07' },
      },
      {
        token: 'android-1',
        notification: {
          title: 'Karl Kollege möchte sich mit dir verbinden',
          body: 'Karl Kollege möchte sich in Deskfair mit dir verbinden. Unter „Nachrichten“ oder „Team“ kannst du annehmen oder ablehnen.',
        },
        data: { path: '/staff_search' },
      },
      {
        token: 'ios-1',
        notification: {
          title: 'Karl Kollege möchte sich mit dir verbinden',
          body: 'Karl Kollege möchte sich in Deskfair mit dir verbinden. Unter „Nachrichten“ oder „Team“ kannst du annehmen oder ablehnen.',
        },
        data: { path: '/staff_search' },
      },
    ]);
    expect(fcm.tokenRequests()).toBe(1);
    await eventually(allDelivered);
    expect((await outbox('GCM')).map((row) => [row.recipient, row.sent, row.attempts, row.last_error])).toEqual([
      ['android-1', true, 1, null],
      ['ios-1', true, 1, null],
      ['android-1', true, 1, null],
      ['ios-1', true, 1, null],
    ]);
  });

  it('forgets an app that FCM reports UNREGISTERED and does not try it again', async () => {
    await clearOutbox(t.database.db);
    fcm.unregister('ios-1');
    await sendNotifications(t.database, t.demoGroupId, [sampleNotifications(userId).desk]);
    await eventually(allDelivered);
    expect(fcm.refused).toEqual(['ios-1']);
    expect(fcm.received.at(-1)?.token).toBe('android-1');
    expect((await outbox('GCM')).map((row) => [row.recipient, row.sent, row.attempts, row.last_error])).toEqual([
      ['android-1', true, 1, null],
      ['ios-1', true, 1, 'UNREGISTERED'],
    ]);
    expect(await deviceTokens()).toEqual(['android-1']);
  });

  it('pushes to a browser by Web Push: VAPID-signed with the key the browser subscribed with, payload encrypted', async () => {
    await clearOutbox(t.database.db);
    await user.request('DELETE', '/api/v2/device', { token: 'android-1' });
    const { public_key } = await user.getAs('/api/v2/device/web_push_key', webPushKeyResponseSchema);
    const subscription = browser.subscribe();
    expect((await user.post('/api/v2/device', { token: subscription.json, platform: 'web' })).statusCode).toBe(204);
    expect((await user.put('/api/v2/settings', { language: 'en' })).statusCode).toBe(200);
    await sendNotifications(t.database, t.demoGroupId, [sampleNotifications(userId).request]);
    await eventually(() => browser.received.length === 1);
    expect(browser.received).toEqual([
      {
        id: subscription.id,
        ttl: '86400',
        vapidKey: public_key,
        payload: {
          title: 'New request: Forum',
          body: 'Karl Kollege requests Forum (Berlin Mitte): "Sommerfest", 01/06/2027, 09:00 AM–05:00 PM.\nPlease approve or reject it in Deskfair under "Approvals".',
          path: '/approvals',
        },
      },
    ]);
    expect(browser.refusals).toEqual([]);
    await eventually(allDelivered);
    expect((await outbox('WEBPUSH')).map((row) => [row.sent, row.last_error])).toEqual([[true, null]]);
  });

  it('forgets a browser subscription that its push service reports gone (410)', async () => {
    await clearOutbox(t.database.db);
    const [web] = await deviceTokens();
    const id = /\/push\/([a-f0-9]+)"/.exec(web ?? '')?.[1] ?? '';
    browser.unsubscribe(id);
    await sendNotifications(t.database, t.demoGroupId, [sampleNotifications(userId).approved]);
    await eventually(allDelivered);
    expect((await outbox('WEBPUSH')).map((row) => [row.sent, row.attempts, row.last_error])).toEqual([[true, 1, 'UNREGISTERED']]);
    expect(await deviceTokens()).toEqual([]);
    expect(browser.received).toHaveLength(1);
  });

  it('keeps the generated VAPID key: the same on every call and in the database', async () => {
    const first = await user.getAs('/api/v2/device/web_push_key', webPushKeyResponseSchema);
    const second = await user.getAs('/api/v2/device/web_push_key', webPushKeyResponseSchema);
    const stored = await queryRows<{ public_key: string }>(t.database.db, sql`SELECT public_key FROM web_push_keys`);
    expect(second).toEqual(first);
    expect(stored).toEqual([{ public_key: first.public_key }]);
    expect(first.public_key).toMatch(/^[A-Za-z0-9_-]{87}$/);
  });
});

describe.each(DATABASE_KINDS)('push without FCM configured on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, {
      TICKER_INTERVAL_MS: '100',
      VAPID_PUBLIC_KEY: 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U',
      VAPID_PRIVATE_KEY: 'UUxI4O8-FbRouAevSmBQ6o18hgE4nSG3qwvJTfKc-ls',
    });
  });
  afterAll(() => t.close());

  it('answers the configured VAPID key and finishes app pushes at once, keeping the device', async () => {
    const user = new ApiClient(t.app);
    await user.login(demo.email, DEMO.password);
    expect(await user.getAs('/api/v2/device/web_push_key', webPushKeyResponseSchema)).toEqual({
      public_key: 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U',
    });
    await user.post('/api/v2/device', { token: 'android-1', platform: 'android' });
    await clearOutbox(t.database.db);
    await sendNotifications(t.database, t.demoGroupId, [sampleNotifications(await userIdOf(t.database, demo.email)).desk]);
    // The demo data's own jobs (auto-release, lottery) may mail at some hours of the day: look at this notice only.
    const ours = sql`recipient IN (${demo.email}, 'android-1')
      AND message_id IN (SELECT m.id FROM messages m WHERE m.payload->>'desk' = 'A-101')`;
    await eventually(
      async () =>
        (
          await queryRows<{ n: number }>(
            t.database.db,
            sql`SELECT (SELECT count(*)::int FROM outbox WHERE ${ours} AND sent_at IS NULL) + (SELECT count(*)::int FROM message_fanout) AS n`,
          )
        )[0]?.n === 0,
    );
    const rows = await queryRows<{ channel: string; last_error: string | null }>(
      t.database.db,
      sql`SELECT channel, last_error FROM outbox WHERE ${ours} ORDER BY id`,
    );
    expect(rows).toEqual([
      { channel: 'MAIL', last_error: null },
      { channel: 'GCM', last_error: 'FCM not configured' },
    ]);
    expect(await queryRows(t.database.db, sql`SELECT token FROM devices`)).toEqual([{ token: 'android-1' }]);
  });
});
