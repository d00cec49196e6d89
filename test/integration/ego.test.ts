import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roomBookingResponseSchema } from '../../src/contract/rooms';
import { openPostgres, queryRows, type Database } from '../../src/server/db/client';
import { executePrepared } from '../../src/server/db/prepared';
import { egoStatement, egoStatementWithoutRequests } from '../../src/server/features/ego/ego-statement';
import { ApiClient } from '../support/api-client';
import { DATABASE_KINDS } from '../support/databases';
import { demoRooms, roomBookingBody } from '../support/rooms';
import { DEMO, startTestApp, type TestApp } from '../support/test-app';

const [demo, kollege] = DEMO.users;

describe.each(DATABASE_KINDS)('GET ego in one round trip on %s', (kind) => {
  // Tuesday 5 January 2027, 09:30 in Berlin.
  const now = new Date('2027-01-05T08:30:00Z');
  let t: TestApp;
  let dana: ApiClient;
  let karl: ApiClient;
  let karlId: number;

  beforeAll(async () => {
    t = await startTestApp(kind, {}, { clock: { now: () => now } });
    dana = new ApiClient(t.app);
    karl = new ApiClient(t.app);
    await dana.login(demo?.email ?? '', DEMO.password);
    await karl.login(kollege?.email ?? '', DEMO.password);
    karlId = (await karl.get('/api/v2/ego')).json().user.id as number;
    expect((await karl.post('/api/v2/messages/read', { all: true })).statusCode).toBe(200);
  });
  afterAll(() => t.close());

  it('answers with one statement to the database, and says so in Server-Timing', async () => {
    const response = await karl.get('/api/v2/ego');
    expect(response.statusCode).toBe(200);
    expect(response.headers['server-timing']).toBe('db;desc="1 round trip"');
    expect(response.json()).toMatchObject({ unread_messages: 0, open_invitations: 0, schedule: { day: '2027-01-05' } });
  });

  it('carries the own desk with its place, and follows changes of the places', async () => {
    const [desk] = await queryRows<{ id: number; uuid: string; area_id: number; location_id: number; equipment: string[] }>(
      t.database.db,
      sql`SELECT r.id, r.uuid::text AS uuid, r.area_id, a.location_id, r.equipment FROM resources r JOIN areas a ON a.id = r.area_id
          WHERE r.kind = 'desk' AND r.label = 'B1-05'`,
    );
    const exec = (query: ReturnType<typeof sql>) => t.database.db.execute(query);
    const area = { id: desk?.area_id, name: 'Etage 1' };
    const expected = { id: desk?.id, label: 'B1-05', uuid: desk?.uuid, equipment: desk?.equipment, area };
    const location = { id: desk?.location_id, name: 'Berlin Mitte' };
    expect((await karl.get('/api/v2/ego')).json().desk).toBeNull();
    await exec(sql`UPDATE resources SET owner_user_id = ${karlId} WHERE id = ${desk?.id}`);
    expect((await karl.get('/api/v2/ego')).json().desk).toEqual({ ...expected, location });
    await exec(sql`UPDATE areas SET name = 'Erster Stock' WHERE id = ${desk?.area_id}`);
    expect((await karl.get('/api/v2/ego')).json().desk).toEqual({ ...expected, area: { ...area, name: 'Erster Stock' }, location });
    await exec(sql`UPDATE areas SET name = 'Etage 1' WHERE id = ${desk?.area_id}`);
    // a desk out of service is nobody's desk
    await exec(sql`UPDATE resources SET active = false WHERE id = ${desk?.id}`);
    expect((await karl.get('/api/v2/ego')).json().desk).toBeNull();
    await exec(sql`UPDATE resources SET active = true, owner_user_id = NULL WHERE id = ${desk?.id}`);
    expect((await karl.get('/api/v2/ego')).json().desk).toBeNull();
  });

  it("shows a booking's desk as the admin last changed it, its area and its location", async () => {
    const [desk] = await queryRows<{ id: number; uuid: string; area_id: number; location_id: number }>(
      t.database.db,
      sql`SELECT r.id, r.uuid::text AS uuid, r.area_id, a.location_id FROM resources r JOIN areas a ON a.id = r.area_id
          WHERE r.kind = 'desk' AND r.label = 'B1-10'`,
    );
    const slots = (await dana.get('/api/v2/ego')).json().group.slots as Array<{ id: number }>;
    expect((await karl.post('/api/v2/bookings', { desk_id: desk?.id, days: ['2027-01-06'], slot_id: slots[0]?.id })).statusCode).toBe(201);
    const bookedDesk = async () => {
      const bookings = (await karl.get('/api/v2/ego')).json().schedule_tomorrow.bookings as Array<{ desk: unknown }>;
      expect(bookings).toHaveLength(1);
      return bookings[0]?.desk;
    };
    const place = (area: string, location: string) => ({
      area: { id: desk?.area_id, name: area },
      location: { id: desk?.location_id, name: location },
    });
    const original = { id: desk?.id, label: 'B1-10', uuid: desk?.uuid, equipment: ['monitor', 'docking_station'] };
    expect(await bookedDesk()).toEqual({ ...original, ...place('Etage 1', 'Berlin Mitte') });

    // Sent at once, as three admins might: on PostgreSQL the triggers' row locks meet, and the JSON comes out whole.
    const edits = [
      dana.put(`/api/v2/admin/resources/${desk?.id}`, { label: 'B1-10a', equipment: ['Whiteboard'], owner_email: null }),
      dana.put(`/api/v2/admin/areas/${desk?.area_id}`, { name: 'Erster Stock' }),
      dana.put(`/api/v2/admin/locations/${desk?.location_id}`, { name: 'Berlin Zentrum', address: '' }),
    ];
    for (const edit of edits) expect((await edit).statusCode).toBe(200);
    const edited = { id: desk?.id, label: 'B1-10a', uuid: desk?.uuid, equipment: ['Whiteboard'] };
    expect(await bookedDesk()).toEqual({ ...edited, ...place('Erster Stock', 'Berlin Zentrum') });
    // GET bookings presents the desk in Node: the two agree.
    const listed = (await karl.get('/api/v2/bookings?from=2027-01-06&to=2027-01-06')).json().bookings as Array<{ desk: unknown }>;
    expect(listed.map((b) => b.desk)).toContainEqual(await bookedDesk());

    const undo = [
      dana.put(`/api/v2/admin/resources/${desk?.id}`, { label: 'B1-10', equipment: ['monitor', 'docking_station'], owner_email: null }),
      dana.put(`/api/v2/admin/areas/${desk?.area_id}`, { name: 'Etage 1' }),
      dana.put(`/api/v2/admin/locations/${desk?.location_id}`, { name: 'Berlin Mitte', address: '' }),
    ];
    for (const edit of undo) expect((await edit).statusCode).toBe(200);
    expect(await bookedDesk()).toEqual({ ...original, ...place('Etage 1', 'Berlin Mitte') });
    expect((await karl.post('/api/v2/messages/read', { all: true })).statusCode).toBe(200);
  });

  it('counts unread messages and open invitations, and drops an invitation once answered', async () => {
    const rooms = await demoRooms(dana);
    const created = await dana.post('/api/v2/room_bookings', roomBookingBody(rooms.Spree.id, '2027-01-06', { invitee_ids: [karlId] }));
    expect(created.statusCode).toBe(201);
    const booking = roomBookingResponseSchema.parse(created.json()).booking;
    expect((await karl.get('/api/v2/ego')).json()).toMatchObject({ unread_messages: 1, open_invitations: 1 });
    expect((await karl.post(`/api/v2/invitations/${booking.invitations[0]?.id}/decline`)).statusCode).toBe(200);
    expect((await karl.get('/api/v2/ego')).json()).toMatchObject({ unread_messages: 1, open_invitations: 0 });
    expect((await karl.post('/api/v2/messages/read', { all: true })).statusCode).toBe(200);
    expect((await karl.get('/api/v2/ego')).json()).toMatchObject({ unread_messages: 0, open_invitations: 0 });
  });

  it("shows today's and tomorrow's desk bookings and the ticket from the same statement", async () => {
    const slots = (await dana.get('/api/v2/ego')).json().group.slots as Array<{ id: number; name: string }>;
    const [desk] = await queryRows<{ id: number }>(t.database.db, sql`SELECT id FROM resources WHERE kind = 'desk' AND label = 'B1-07'`);
    const booked = await dana.post('/api/v2/bookings', { desk_id: desk?.id, days: ['2027-01-05', '2027-01-06'], slot_id: slots[2]?.id });
    expect(booked.statusCode).toBe(201);
    const ego = (await dana.get('/api/v2/ego')).json();
    expect(ego.ticket).toMatchObject({ day: '2027-01-05', desk: { label: 'B1-07', area: { name: 'Etage 1' } } });
    expect(ego.schedule.bookings.map((b: { day: string }) => b.day)).toEqual(['2027-01-05']);
    expect(ego.schedule_tomorrow).toMatchObject({ day: '2027-01-06', bookings: [{ desk: { label: 'B1-07' } }] });
  });

  it("lists the day's bookings in order of their start, whatever order they were made in, and the ticket is the first", async () => {
    const tobias = new ApiClient(t.app);
    await tobias.login('tobias.kuehn@deskfair.test', DEMO.password);
    const [desk] = await queryRows<{ id: number }>(t.database.db, sql`SELECT id FROM resources WHERE kind = 'desk' AND label = 'B1-09'`);
    for (const [start, end] of [
      [840, 900],
      [600, 660],
    ]) {
      const booked = await tobias.post('/api/v2/bookings', {
        desk_id: desk?.id,
        days: ['2027-01-05'],
        start_minute: start,
        end_minute: end,
      });
      expect(booked.statusCode).toBe(201);
    }
    const ego = (await tobias.get('/api/v2/ego')).json();
    expect(ego.schedule.bookings.map((b: { start_at: string }) => b.start_at)).toEqual([
      '2027-01-05T09:00:00.000Z',
      '2027-01-05T13:00:00.000Z',
    ]);
    expect(ego.ticket).toMatchObject({ start_at: '2027-01-05T09:00:00.000Z', end_at: '2027-01-05T10:00:00.000Z' });
    expect(ego.schedule_tomorrow).toEqual({ day: '2027-01-06', bookings: [] });
  });

  it('answers in the shapes the other routes present: bookings as GET bookings, the group as the admin settings', async () => {
    // The database builds this answer itself; the Node presenters build the same things elsewhere, and they must agree.
    const [desk] = await queryRows<{ id: number; uuid: string }>(
      t.database.db,
      sql`SELECT id, uuid::text FROM resources WHERE kind = 'desk' AND label = 'B1-08'`,
    );
    const slots = (await dana.get('/api/v2/ego')).json().group.slots as Array<{ id: number }>;
    expect(
      (await karl.post('/api/v2/bookings', { desk_id: desk?.id, days: ['2027-01-05', '2027-01-06'], slot_id: slots[0]?.id })).statusCode,
    ).toBe(201);
    expect((await karl.post(`/api/v2/desks/check_in/${desk?.uuid}`)).statusCode).toBe(200);
    const ego = (await karl.get('/api/v2/ego')).json();
    const listed = (await karl.get('/api/v2/bookings?from=2027-01-05&to=2027-01-06')).json().bookings;
    expect(listed).toHaveLength(2);
    expect([...ego.schedule.bookings, ...ego.schedule_tomorrow.bookings]).toEqual(listed);
    expect(ego.schedule.bookings[0]).toMatchObject({ start_at: '2027-01-05T07:00:00.000Z', checked_in_at: '2027-01-05T08:30:00.000Z' });
    expect(ego.ticket).toEqual(ego.schedule.bookings[0]);
    const admin = (await dana.get('/api/v2/ego')).json();
    const settings = await dana.put('/api/v2/admin/group/lottery', {
      allocation_mode: admin.group.allocation_mode,
      lottery_cutoff_minute: admin.group.lottery_cutoff_minute,
      fairness_window_weeks: admin.group.fairness_window_weeks,
      no_shows_count: admin.group.no_shows_count,
      waitlist_offer_minutes: admin.group.waitlist_offer_minutes,
    });
    expect(settings.statusCode).toBe(200);
    expect((await dana.get('/api/v2/ego')).json().group).toEqual(settings.json());
  });

  it('never reads the password hash, and no row for a session that is not live', async () => {
    const [session] = await queryRows<{ group_id: number; family_id: string }>(
      t.database.db,
      sql`SELECT group_id, family_id::text FROM refresh_tokens WHERE user_id = ${karlId} AND revoked_at IS NULL LIMIT 1`,
    );
    const groupId = session?.group_id ?? 0;
    const [row] = await executePrepared(t.database, egoStatement, [groupId, karlId, session?.family_id ?? '', now]);
    const user = (JSON.parse(String(row?.ego)) as { user: Record<string, unknown> }).user;
    expect(user.email).toBe(kollege?.email);
    expect(Object.keys(user)).not.toContain('password_hash');
    const unknownSession = '00000000-0000-4000-8000-000000000000';
    expect(await executePrepared(t.database, egoStatement, [groupId, karlId, unknownSession, now])).toEqual([]);
  });

  it('is a named prepared statement on the connection that ran it', async () => {
    // PGlite is one connection; on PostgreSQL a pool of one shows that connection's statements.
    const single: Database = t.testDb.url ? openPostgres(t.testDb.url, 1) : t.database;
    try {
      const [session] = await queryRows<{ group_id: number; family_id: string }>(
        single.db,
        sql`SELECT group_id, family_id::text FROM refresh_tokens WHERE user_id = ${karlId} AND revoked_at IS NULL LIMIT 1`,
      );
      const args = [session?.group_id ?? 0, karlId, session?.family_id ?? '', now] as const;
      for (const statement of [egoStatement, egoStatementWithoutRequests]) {
        expect(await executePrepared(single, statement, args)).toHaveLength(1);
        expect(await executePrepared(single, statement, args)).toHaveLength(1);
      }
      const prepared = await queryRows<{ name: string }>(single.db, sql`SELECT name FROM pg_prepared_statements`);
      expect(prepared.map((p) => p.name)).toEqual(expect.arrayContaining(['deskfair_ego_v9', 'deskfair_ego_without_requests_v1']));
    } finally {
      if (single !== t.database) await single.close();
    }
  });

  it('refuses an argument that is not of its declared type, before the database sees it', async () => {
    await expect(executePrepared(t.database, egoStatement, [1.5, karlId, 'x', now])).rejects.toThrow('not a valid int');
    await expect(executePrepared(t.database, egoStatement, [1, karlId, "x' OR 1=1 --", now])).rejects.toThrow('not a valid uuid');
    await expect(
      executePrepared(t.database, egoStatement, [1, karlId, '00000000-0000-4000-8000-000000000000', new Date(Number.NaN)]),
    ).rejects.toThrow('not a valid timestamptz');
  });
});
