import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDayOf } from '../../src/domain/time/local-day';
import { queryRows } from '../../src/server/db/client';
import { autoRelease, autoReleaseInBatches } from '../../src/server/jobs/auto-release';
import { ApiClient } from '../support/api-client';
import { DATABASE_KINDS } from '../support/databases';
import { DEMO, startTestApp, type TestApp } from '../support/test-app';
import { queuedDeliveries, clearOutbox } from '../support/outbox';

const [demo, kollege] = DEMO.users;

describe.each(DATABASE_KINDS)('check-in, auto-release, problems and messages on %s', (kind) => {
  let t: TestApp;
  let dana: ApiClient;
  let karl: ApiClient;
  let desks: Array<{ id: number; uuid: string; label: string }>;
  const today = localDayOf(new Date(), DEMO.timeZone);

  beforeAll(async () => {
    t = await startTestApp(kind);
    dana = new ApiClient(t.app);
    karl = new ApiClient(t.app);
    await dana.login(demo.email, DEMO.password);
    await karl.login(kollege.email, DEMO.password);
    desks = await queryRows(t.database.db, sql`SELECT id, uuid::text AS uuid, label FROM resources WHERE kind = 'desk' ORDER BY id`);
  });
  afterAll(() => t.close());

  /** A booking of the user on the desk from `startMinutesAgo` before now for `lengthMinutes`. */
  async function bookingAround(email: string, deskId: number, startMinutesAgo: number, lengthMinutes: number) {
    const [row] = await queryRows<{ id: number }>(
      t.database.db,
      sql`INSERT INTO bookings (group_id, user_id, resource_id, resource_kind, day, start_at, end_at, status)
          SELECT group_id, id, ${deskId}, 'desk', ${today}::date, now() - make_interval(mins => ${startMinutesAgo}),
                 now() - make_interval(mins => ${startMinutesAgo}) + make_interval(mins => ${lengthMinutes}), 'booked'
            FROM users WHERE email = ${email} RETURNING id::int AS id`,
    );
    return row?.id ?? -1;
  }

  it('checks in to the own running booking through the QR uuid', async () => {
    const desk = desks[0];
    const id = await bookingAround(demo.email, desk?.id ?? 0, 10, 120);
    const view = (await dana.get(`/api/v2/desks/by_uuid/${desk?.uuid}`)).json();
    expect(view).toMatchObject({ desk: { label: desk?.label }, booking: { id, checked_in_at: null } });
    const response = await dana.post(`/api/v2/desks/check_in/${desk?.uuid}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ walk_in: false, booking: { id } });
    expect(response.json().booking.checked_in_at).not.toBeNull();
  });

  it("refuses to check in at a desk someone else holds, and an unknown or another group's uuid is 404", async () => {
    const response = await karl.post(`/api/v2/desks/check_in/${desks[0]?.uuid}`);
    expect(response.statusCode).toBe(409);
    expect((await karl.post('/api/v2/desks/check_in/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await karl.post('/api/v2/desks/check_in/not-a-uuid')).statusCode).toBe(404);
  });

  it('books a free desk on the spot when the user walks in', async () => {
    const [hasTime] = await queryRows<{ open: boolean }>(
      t.database.db,
      sql`SELECT (now() AT TIME ZONE 'Europe/Berlin')::time < '17:59' AS open`,
    );
    const response = await karl.post(`/api/v2/desks/check_in/${desks[1]?.uuid}`);
    if (hasTime?.open) {
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ walk_in: true, booking: { desk: { id: desks[1]?.id } } });
    } else {
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe('Heute kann an diesem Schreibtisch nicht mehr eingecheckt werden.');
    }
  });

  it('releases a booking not checked in by the grace deadline, frees the desk and tells the user', async () => {
    for (const table of ['messages', 'message_fanout', 'outbox', 'bookings']) await t.database.db.execute(sql.raw(`DELETE FROM ${table}`));
    const late = await bookingAround(demo.email, desks[2]?.id ?? 0, 45, 300);
    const inGrace = await bookingAround(kollege.email, desks[3]?.id ?? 0, 10, 300);
    const released = await t.database.db.transaction((tx) => autoRelease(tx));
    expect(released).toBeGreaterThanOrEqual(1);
    const statuses = await queryRows<{ id: number; status: string }>(
      t.database.db,
      sql`SELECT id::int, status FROM bookings WHERE id IN (${late}, ${inGrace}) ORDER BY id`,
    );
    expect(statuses).toEqual([
      { id: late, status: 'released' },
      { id: inGrace, status: 'booked' },
    ]);
    const [message] = await queryRows<{ type: string; desk: string }>(
      t.database.db,
      sql`SELECT type, payload->>'desk' AS desk FROM messages WHERE type = 'DeskReleaseNotification'`,
    );
    expect(message).toEqual({ type: 'DeskReleaseNotification', desk: desks[2]?.label });
    const mails = (await queuedDeliveries(t.database.db)).map(({ recipient, subject }) => ({ recipient, subject }));
    expect(mails).toEqual([{ recipient: demo.email, subject: `Schreibtisch ${desks[2]?.label} freigegeben` }]);
    expect(await t.database.db.transaction((tx) => autoRelease(tx))).toBe(0);
  });

  it('releases in batches, each its own short transaction, until every due booking is released', async () => {
    await t.database.db.execute(sql`DELETE FROM bookings`);
    const late = [
      await bookingAround(demo.email, desks[4]?.id ?? 0, 50, 300),
      await bookingAround(kollege.email, desks[5]?.id ?? 0, 49, 300),
    ];
    expect(await t.database.db.transaction((tx) => autoRelease(tx, 1))).toBe(1);
    const statusesOf = () =>
      queryRows<{ status: string }>(t.database.db, sql`SELECT status FROM bookings WHERE id IN (${late[0]}, ${late[1]}) ORDER BY id`);
    expect((await statusesOf()).map((r) => r.status)).toEqual(['released', 'booked']);
    await autoReleaseInBatches(t.database, 4_242_001);
    expect((await statusesOf()).map((r) => r.status)).toEqual(['released', 'released']);
  });

  it('releases a desk booking as long as a day can be, and the table refuses a longer one: the scan reads one day', async () => {
    await t.database.db.execute(sql`DELETE FROM bookings`);
    // 25 hours, the day the clocks go back: started 24 h 50 min ago, ends in 10 minutes.
    const longest = await bookingAround(demo.email, desks[6]?.id ?? 0, 1_490, 1_500);
    expect(await t.database.db.transaction((tx) => autoRelease(tx))).toBe(1);
    const [row] = await queryRows<{ status: string }>(t.database.db, sql`SELECT status FROM bookings WHERE id = ${longest}`);
    expect(row?.status).toBe('released');
    await expect(bookingAround(kollege.email, desks[7]?.id ?? 0, 1_491, 1_501)).rejects.toMatchObject({
      cause: { code: '23514', constraint: 'bookings_desk_within_a_day' },
    });
  });

  it('writes a DeskReservationNotification with its mail in the booking transaction', async () => {
    await t.database.db.execute(sql`DELETE FROM messages`);
    const tomorrowSlot = (await karl.get('/api/v2/ego')).json().group.slots[0].id;
    const day = localDayOf(new Date(Date.now() + 2 * 86_400_000), DEMO.timeZone);
    karl.language = 'en';
    expect((await karl.post('/api/v2/bookings', { desk_id: desks[5]?.id, days: [day], slot_id: tomorrowSlot })).statusCode).toBe(201);
    karl.language = 'de';
    const rows = await queryRows<{ type: string; user_email: string }>(
      t.database.db,
      sql`SELECT m.type, u.email AS user_email FROM messages m JOIN users u ON u.group_id = m.group_id AND u.id = m.user_id`,
    );
    expect(rows).toEqual([{ type: 'DeskReservationNotification', user_email: kollege.email }]);
  });

  it('stores a desk problem report and mails the admins; "other" needs a description', async () => {
    await clearOutbox(t.database.db);
    const missing = await karl.post('/api/v2/desk_problems', { desk_id: desks[4]?.id, type: 'other' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.description).toEqual(['Bitte das Problem beschreiben.']);
    const badType = await karl.post('/api/v2/desk_problems', { desk_id: desks[4]?.id, type: 'broken' });
    expect(badType.json().errors.type).toEqual(['Ungültiger Wert.']);
    for (const type of ['clean_desk_policy', 'desk_taken', 'desk_not_found']) {
      expect((await karl.post('/api/v2/desk_problems', { desk_id: desks[4]?.id, type })).statusCode).toBe(201);
    }
    const other = await karl.post('/api/v2/desk_problems', { desk_id: desks[4]?.id, type: 'other', description: 'Stuhl kaputt' });
    expect(other.statusCode).toBe(201);
    expect(other.json().message).toBe('Danke, das Problem wurde gemeldet.');
    const [count] = await queryRows<{ n: number }>(t.database.db, sql`SELECT count(*)::int AS n FROM desk_problems`);
    expect(count?.n).toBe(4);
    const mails = await queuedDeliveries(t.database.db);
    expect(mails).toHaveLength(4);
    expect(mails.every((m) => m.recipient === demo.email)).toBe(true);
    expect(mails[3]?.subject).toBe(`Problem an Schreibtisch ${desks[4]?.label}: Sonstiges`);
    expect((await karl.post('/api/v2/desk_problems', { desk_id: 99_999, type: 'desk_taken' })).statusCode).toBe(404);
  });
});
