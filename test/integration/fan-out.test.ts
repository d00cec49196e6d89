import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { egoResponseSchema } from '../../src/contract/ego';
import { addDays, localDayOf } from '../../src/domain/time/local-day';
import { queryRows } from '../../src/server/db/client';
import { fanOutMessages } from '../../src/server/features/messages/fan-out';
import { ApiClient } from '../support/api-client';
import { DATABASE_KINDS } from '../support/databases';
import { createGroupWithUser } from '../support/groups';
import { sampleNotifications, sendNotifications, userIdOf } from '../support/notifications';
import { clearOutbox } from '../support/outbox';
import { DEMO, startTestApp, type TestApp } from '../support/test-app';

const [demo] = DEMO.users;
const OTHER = { name: 'Fanout AG', code: 'FANOUT-1', email: 'fee@fanout.test', password: 'Fanout!Pass1' };

describe.each(DATABASE_KINDS)('fanning out queued messages to mail and push on %s', (kind) => {
  let t: TestApp;
  let dana: ApiClient;
  let danaId: number;

  /** What the outbox holds, in its order: channel, recipient and the type of the message each row tells of. */
  const outboxRows = () =>
    queryRows<{ channel: string; recipient: string; type: string }>(
      t.database.db,
      sql`SELECT o.channel, o.recipient, m.type FROM outbox o JOIN messages m ON m.group_id = o.group_id AND m.id = o.message_id
          ORDER BY o.id`,
    );
  const queued = async () => (await queryRows<{ n: number }>(t.database.db, sql`SELECT count(*)::int AS n FROM message_fanout`))[0]?.n;

  beforeAll(async () => {
    t = await startTestApp(kind);
    dana = new ApiClient(t.app);
    await dana.login(demo.email, DEMO.password);
    danaId = await userIdOf(t.database, demo.email);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await clearOutbox(t.database.db);
    await t.database.db.execute(sql`DELETE FROM devices`);
    await t.database.db.execute(sql`DELETE FROM notification_preferences`);
  });

  it('queues a notification for its fan-out, which queues its mail and pushes by the switches and devices of then', async () => {
    const sample = sampleNotifications(danaId);
    await sendNotifications(t.database, t.demoGroupId, [sample.desk]);
    expect([await queued(), await outboxRows()]).toEqual([1, []]);
    // Switches and devices changed after the message was written count: the fan-out reads them.
    expect((await dana.post('/api/v2/device', { token: 'fan-android', platform: 'android' })).statusCode).toBe(204);
    const off = await dana.put('/api/v2/settings/notifications', { preferences: [{ type: 'DeskReservationNotification', MAIL: false }] });
    expect(off.statusCode).toBe(200);

    expect(await fanOutMessages(t.database.db)).toBe(1);
    expect(await outboxRows()).toEqual([{ channel: 'GCM', recipient: 'fan-android', type: 'DeskReservationNotification' }]);
    expect(await queued()).toBe(0);
    expect(await fanOutMessages(t.database.db)).toBe(0);
  });

  it('fans out in batches, in the order the messages were written: each mail before its pushes', async () => {
    await dana.post('/api/v2/device', { token: 'fan-ios', platform: 'ios' });
    const sample = sampleNotifications(danaId);
    await sendNotifications(t.database, t.demoGroupId, [sample.desk, sample.link]);
    await sendNotifications(t.database, t.demoGroupId, [sample.room]);
    expect(await fanOutMessages(t.database.db, 2)).toBe(6);
    expect(await outboxRows()).toEqual([
      { channel: 'MAIL', recipient: demo.email, type: 'DeskReservationNotification' },
      { channel: 'GCM', recipient: 'fan-ios', type: 'DeskReservationNotification' },
      { channel: 'MAIL', recipient: demo.email, type: 'LinkRequestNotification' },
      { channel: 'GCM', recipient: 'fan-ios', type: 'LinkRequestNotification' },
      { channel: 'MAIL', recipient: demo.email, type: 'RoomInvitationNotification' },
      { channel: 'GCM', recipient: 'fan-ios', type: 'RoomInvitationNotification' },
    ]);
  });

  it('drops a message deleted before its fan-out, and queues nothing for it', async () => {
    await sendNotifications(t.database, t.demoGroupId, [sampleNotifications(danaId).link]);
    await t.database.db.execute(sql`DELETE FROM messages WHERE user_id = ${danaId} AND type = 'LinkRequestNotification'`);
    expect(await fanOutMessages(t.database.db)).toBe(0);
    expect([await queued(), await outboxRows()]).toEqual([0, []]);
  });

  it("sends each group's message to its own reader", async () => {
    await createGroupWithUser(t.database, OTHER);
    const otherGroup = (
      await queryRows<{ id: number }>(t.database.db, sql`SELECT group_id AS id FROM users WHERE email = ${OTHER.email}`)
    )[0];
    const otherId = await userIdOf(t.database, OTHER.email);
    await sendNotifications(t.database, otherGroup?.id ?? 0, [sampleNotifications(otherId).link]);
    await sendNotifications(t.database, t.demoGroupId, [sampleNotifications(danaId).link]);
    expect(await fanOutMessages(t.database.db)).toBe(2);
    expect((await outboxRows()).map((row) => row.recipient)).toEqual([OTHER.email, demo.email]);
  });

  it('queues the booking’s message in the request and its mail shortly after the response', async () => {
    const fullDay = (await dana.getAs('/api/v2/ego', egoResponseSchema)).group.slots.find((s) => s.name === 'full_day')?.id;
    const day = addDays(localDayOf(new Date(), 'Europe/Berlin'), 9);
    const available = (await dana.get(`/api/v2/desks/available?day=${day}&slot_id=${fullDay}`)).json<{ desks: Array<{ id: number }> }>();
    const booked = await dana.post('/api/v2/bookings', { desk_id: available.desks[0]?.id, days: [day], slot_id: fullDay });
    expect(booked.statusCode).toBe(201);
    const deadline = Date.now() + 5_000;
    while ((await outboxRows()).length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await outboxRows()).toEqual([{ channel: 'MAIL', recipient: demo.email, type: 'DeskReservationNotification' }]);
    expect(await queued()).toBe(0);
  });
});

describe.each(DATABASE_KINDS.filter((kind) => kind === 'postgres'))('two deliverers fanning out at once on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  it('queue each message once: SKIP LOCKED gives each its own', async () => {
    await clearOutbox(t.database.db);
    const danaId = await userIdOf(t.database, demo.email);
    const notes = Array.from({ length: 300 }, () => sampleNotifications(danaId).desk);
    await sendNotifications(t.database, t.demoGroupId, notes);
    const counts = await Promise.all([fanOutMessages(t.database.db, 20), fanOutMessages(t.database.db, 20)]);
    expect(counts[0] + counts[1]).toBe(300);
    const [rows] = await queryRows<{ n: number; messages: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n, count(DISTINCT message_id)::int AS messages FROM outbox`,
    );
    expect(rows).toEqual({ n: 300, messages: 300 });
  });
});
