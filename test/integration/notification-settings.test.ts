import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGE_TYPES, notificationSettingsSchema } from '../../src/contract/messages';
import { queryRows } from '../../src/server/db/client';
import { ApiClient, bodyAs } from '../support/api-client';
import { DATABASE_KINDS } from '../support/databases';
import { createGroupWithUser } from '../support/groups';
import { sampleNotifications, sendNotifications, userIdOf } from '../support/notifications';
import { DEMO, startTestApp, type TestApp } from '../support/test-app';
import { queuedDeliveries, clearOutbox } from '../support/outbox';

const [demo, kollege] = DEMO.users;
const OTHER = { name: 'Andere AG', code: 'ANDERE-1', email: 'bea@andere.test', password: 'Andere!Pass1' };
const SUBSCRIPTION = JSON.stringify({
  endpoint: 'https://push.example.test/send/abc',
  keys: {
    p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
    auth: 'tBHItJI5svbpez7KI4CCXg',
  },
});

describe.each(DATABASE_KINDS)('notification settings and delivery by switches on %s', (kind) => {
  let t: TestApp;
  let user: ApiClient;
  let colleague: ApiClient;
  let stranger: ApiClient;
  let userId: number;

  const settings = async (client: ApiClient) => client.getAs('/api/v2/settings/notifications', notificationSettingsSchema);
  const outboxRows = async () =>
    (await queuedDeliveries(t.database.db)).map(({ channel, recipient, subject, body }) => ({ channel, recipient, subject, body }));
  const messageTypes = () =>
    queryRows<{ type: string }>(t.database.db, sql`SELECT type FROM messages WHERE user_id = ${userId} ORDER BY id`);

  beforeAll(async () => {
    t = await startTestApp(kind);
    user = new ApiClient(t.app);
    colleague = new ApiClient(t.app);
    stranger = new ApiClient(t.app);
    await user.login(demo.email, DEMO.password);
    await colleague.login(kollege.email, DEMO.password);
    await createGroupWithUser(t.database, OTHER);
    await stranger.login(OTHER.email, OTHER.password);
    userId = await userIdOf(t.database, demo.email);
  });
  afterAll(() => t.close());

  it('shows every type in order with both switches on and no devices at first', async () => {
    const initial = await settings(user);
    expect(initial.push_devices).toBe(0);
    expect(initial.preferences.map((p) => p.type)).toEqual([...MESSAGE_TYPES]);
    expect(initial.preferences.every((p) => p.MAIL && p.GCM)).toBe(true);
  });

  it('changes only the given switches and answers the whole settings; another user keeps theirs', async () => {
    const answer = await user.put('/api/v2/settings/notifications', {
      preferences: [
        { type: 'DeskReservationNotification', MAIL: false },
        { type: 'LotteryLostNotification', GCM: false },
      ],
    });
    const changed = bodyAs(answer, 200, notificationSettingsSchema);
    expect(changed.preferences.slice(0, 5)).toEqual([
      { type: 'DeskReservationNotification', MAIL: false, GCM: true },
      { type: 'DeskReleaseNotification', MAIL: true, GCM: true },
      { type: 'DeskDeletedNotification', MAIL: true, GCM: true },
      { type: 'LotteryWonNotification', MAIL: true, GCM: true },
      { type: 'LotteryLostNotification', MAIL: true, GCM: false },
    ]);
    const again = await user.put('/api/v2/settings/notifications', {
      preferences: [{ type: 'LotteryLostNotification', GCM: true, MAIL: false }],
    });
    expect(bodyAs(again, 200, notificationSettingsSchema).preferences[4]).toEqual({
      type: 'LotteryLostNotification',
      MAIL: false,
      GCM: true,
    });
    expect((await settings(user)).preferences[0]).toEqual({ type: 'DeskReservationNotification', MAIL: false, GCM: true });
    expect((await settings(colleague)).preferences.every((p) => p.MAIL && p.GCM)).toBe(true);
    expect((await settings(stranger)).preferences.every((p) => p.MAIL && p.GCM)).toBe(true);
  });

  it('refuses an unknown type, a doubled type and an empty list with 422 and changes nothing', async () => {
    const before = await settings(user);
    const unknown = await user.put('/api/v2/settings/notifications', { preferences: [{ type: 'PizzaNotification', MAIL: false }] });
    expect([unknown.statusCode, unknown.json().errors]).toEqual([422, { 'preferences.0.type': ['Ungültiger Wert.'] }]);
    const doubled = await user.put('/api/v2/settings/notifications', {
      preferences: [
        { type: 'DeskDeletedNotification', MAIL: false },
        { type: 'DeskDeletedNotification', GCM: false },
      ],
    });
    expect([doubled.statusCode, doubled.json().errors]).toEqual([422, { preferences: ['Ungültiger Wert.'] }]);
    const empty = await user.put('/api/v2/settings/notifications', { preferences: [] });
    expect(empty.statusCode).toBe(422);
    expect(await settings(user)).toEqual(before);
  });

  it('registers devices (again is harmless), counts them, and refuses a web token that is no push subscription', async () => {
    for (const body of [
      { token: 'fcm-token-android', platform: 'android' },
      { token: 'fcm-token-android', platform: 'android' },
      { token: 'fcm-token-ios', platform: 'ios' },
      { token: SUBSCRIPTION, platform: 'web' },
    ])
      expect((await user.post('/api/v2/device', body)).statusCode).toBe(204);
    expect((await settings(user)).push_devices).toBe(3);
    for (const token of [
      'not json',
      JSON.stringify({ endpoint: 'ftp://push.example.test/x', keys: { p256dh: 'abc', auth: 'def' } }),
      JSON.stringify({ endpoint: 'https://push.example.test/x', keys: { p256dh: 'a+b/c', auth: 'def' } }),
      JSON.stringify({ endpoint: 'https://push.example.test/x', keys: { p256dh: 'abc' } }),
    ]) {
      const refused = await user.post('/api/v2/device', { token, platform: 'web' });
      expect([refused.statusCode, refused.json().errors]).toEqual([
        422,
        { token: ['Dieses Gerät kann keine Push-Nachrichten empfangen.'] },
      ]);
    }
    expect((await settings(user)).push_devices).toBe(3);
  });

  it('keeps device tokens per group: the stranger can neither take nor delete this group’s device', async () => {
    expect((await stranger.post('/api/v2/device', { token: 'fcm-token-ios', platform: 'ios' })).statusCode).toBe(204);
    expect((await stranger.request('DELETE', '/api/v2/device', { token: 'fcm-token-android' })).statusCode).toBe(204);
    expect((await colleague.request('DELETE', '/api/v2/device', { token: 'fcm-token-android' })).statusCode).toBe(204);
    expect((await settings(user)).push_devices).toBe(3);
    expect((await settings(stranger)).push_devices).toBe(1);
    expect((await stranger.request('DELETE', '/api/v2/device', { token: 'fcm-token-ios' })).statusCode).toBe(204);
    expect((await settings(stranger)).push_devices).toBe(0);
    expect((await settings(user)).push_devices).toBe(3);
  });

  it('moves a token registered again by a colleague of the group to the colleague', async () => {
    await colleague.post('/api/v2/device', { token: 'fcm-token-ios', platform: 'ios' });
    expect([(await settings(user)).push_devices, (await settings(colleague)).push_devices]).toEqual([2, 1]);
    await user.post('/api/v2/device', { token: 'fcm-token-ios', platform: 'ios' });
    expect([(await settings(user)).push_devices, (await settings(colleague)).push_devices]).toEqual([3, 0]);
  });

  it('always records the message; mails only with MAIL on; pushes to every device with GCM on', async () => {
    await clearOutbox(t.database.db);
    const sample = sampleNotifications(userId);
    // DeskReservationNotification: MAIL off, GCM on.
    await sendNotifications(t.database, t.demoGroupId, [sample.desk]);
    const push = JSON.stringify({
      title: 'Schreibtisch A-101 gebucht',
      body: 'Du hast den Schreibtisch A-101 (Berlin Mitte) gebucht: 06.01.2027, 09:00–17:00.',
      path: '/reports',
    });
    expect(await outboxRows()).toEqual([
      { channel: 'GCM', recipient: 'fcm-token-android', subject: 'Schreibtisch A-101 gebucht', body: push },
      { channel: 'GCM', recipient: 'fcm-token-ios', subject: 'Schreibtisch A-101 gebucht', body: push },
      { channel: 'WEBPUSH', recipient: SUBSCRIPTION, subject: 'Schreibtisch A-101 gebucht', body: push },
    ]);

    await clearOutbox(t.database.db);
    await user.put('/api/v2/settings/notifications', { preferences: [{ type: 'LinkRequestNotification', GCM: false }] });
    await sendNotifications(t.database, t.demoGroupId, [sample.link]);
    expect(await outboxRows()).toEqual([
      {
        channel: 'MAIL',
        recipient: demo.email,
        subject: 'Karl Kollege möchte sich mit dir verbinden',
        body: 'Hallo Dana,\n\nKarl Kollege möchte sich in Deskfair mit dir verbinden. Unter „Nachrichten“ oder „Team“ kannst du annehmen oder ablehnen.',
      },
    ]);

    await clearOutbox(t.database.db);
    await user.put('/api/v2/settings/notifications', { preferences: [{ type: 'DeskReservationNotification', GCM: false }] });
    await sendNotifications(t.database, t.demoGroupId, [sample.desk]);
    expect(await outboxRows()).toEqual([]);
    expect(await messageTypes()).toEqual([
      { type: 'DeskReservationNotification' },
      { type: 'LinkRequestNotification' },
      { type: 'DeskReservationNotification' },
    ]);
  });

  it('answers 401 without a session', async () => {
    const anonymous = new ApiClient(t.app);
    expect((await anonymous.get('/api/v2/settings/notifications')).statusCode).toBe(401);
    expect((await anonymous.post('/api/v2/device', { token: 'x', platform: 'android' })).statusCode).toBe(401);
  });
});
