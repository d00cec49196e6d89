import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/client';
import { ApiClient } from '../support/api-client';
import { DATABASE_KINDS } from '../support/databases';
import { createDeskOfGroup, createGroupWithUser } from '../support/groups';
import { DEMO, startTestApp, type TestApp } from '../support/test-app';

const [demo, kollege] = DEMO.users;

describe.each(DATABASE_KINDS)('desk bookings on %s', (kind) => {
  let t: TestApp;
  let dana: ApiClient;
  let karl: ApiClient;
  let slots: Record<string, number>;
  let deskIds: number[];
  // The app's clock stands at Tuesday 5 January 2027, 09:30 in Berlin: every day below is a literal.
  const now = new Date('2027-01-05T08:30:00Z');
  const today = '2027-01-05';
  const tomorrow = '2027-01-06';

  beforeAll(async () => {
    t = await startTestApp(kind, {}, { clock: { now: () => now } });
    dana = new ApiClient(t.app);
    karl = new ApiClient(t.app);
    await dana.login(demo.email, DEMO.password);
    await karl.login(kollege.email, DEMO.password);
    const ego = (await dana.get('/api/v2/ego')).json();
    slots = Object.fromEntries(ego.group.slots.map((s: { name: string; id: number }) => [s.name, s.id]));
    const available = (await dana.get(`/api/v2/desks/available?day=${tomorrow}&slot_id=${slots.full_day}`)).json();
    deskIds = available.desks.map((d: { id: number }) => d.id);
  });
  afterAll(() => t.close());

  const bookingCount = async () =>
    (await queryRows<{ n: number }>(t.database.db, sql`SELECT count(*)::int AS n FROM bookings`))[0]?.n ?? -1;

  it('lists all 36 demo desks with place and equipment as free tomorrow', async () => {
    expect(deskIds).toHaveLength(36);
    const first = (await dana.get(`/api/v2/desks/available?day=${tomorrow}&slot_id=${slots.morning}`)).json().desks[0];
    expect(first).toMatchObject({ label: 'B1-01', area: { name: 'Etage 1' }, location: { name: 'Berlin Mitte' }, equipment: ['monitor'] });
  });

  it('books a desk for tomorrow; it leaves the free list and shows in bookings, days and schedules', async () => {
    const desk = deskIds[0];
    const response = await dana.post('/api/v2/bookings', { desk_id: desk, days: [tomorrow], slot_id: slots.morning });
    expect(response.statusCode).toBe(201);
    const [result] = response.json().results;
    expect(result).toMatchObject({
      day: tomorrow,
      outcome: 'booked',
      booking: { status: 'booked', desk: { id: desk }, slot_id: slots.morning },
    });

    const morning = (await karl.get(`/api/v2/desks/available?day=${tomorrow}&slot_id=${slots.morning}`)).json();
    const afternoon = (await karl.get(`/api/v2/desks/available?day=${tomorrow}&slot_id=${slots.afternoon}`)).json();
    expect(morning.desks.map((d: { id: number }) => d.id)).not.toContain(desk);
    expect(afternoon.desks.map((d: { id: number }) => d.id)).toContain(desk);

    expect((await dana.get('/api/v2/bookings')).json().bookings.map((b: { day: string }) => b.day)).toEqual([tomorrow]);
    expect((await dana.get('/api/v2/days')).json().days).toEqual([{ day: tomorrow, status: 'booked', booking_id: result.booking.id }]);
    expect((await dana.get('/api/v2/schedules')).json().schedules[0]).toMatchObject({
      day: tomorrow,
      bookings: [{ id: result.booking.id }],
    });
    expect((await karl.get('/api/v2/bookings')).json().bookings).toEqual([]);

    const ego = (await dana.get('/api/v2/ego')).json();
    expect(ego.schedule).toEqual({ day: today, bookings: [] });
    expect(ego.schedule_tomorrow).toMatchObject({ day: tomorrow, bookings: [{ id: result.booking.id, desk: { id: desk } }] });
    expect(ego.ticket).toBeNull();
    expect(ego.desk).toBeNull();
  });

  it("ego's ticket is today's booking that has not ended, and desk is the own fixed desk", async () => {
    const [row] = await queryRows<{ id: number; user_id: number }>(
      t.database.db,
      sql`INSERT INTO bookings (group_id, user_id, resource_id, resource_kind, day, start_at, end_at, status)
          SELECT group_id, id, ${deskIds[6]}, 'desk', ${today}::date, '2027-01-05 09:29+01', '2027-01-05 09:31+01', 'booked'
            FROM users WHERE email = ${kollege.email} RETURNING id::int AS id, user_id`,
    );
    await t.database.db.execute(sql`UPDATE resources SET owner_user_id = ${row?.user_id} WHERE id = ${deskIds[35]}`);
    const ego = (await karl.get('/api/v2/ego')).json();
    expect(ego.ticket).toMatchObject({ id: row?.id, desk: { id: deskIds[6] } });
    expect(ego.schedule.bookings.map((b: { id: number }) => b.id)).toEqual([row?.id]);
    expect(ego.desk).toMatchObject({ id: deskIds[35] });
    await t.database.db.execute(sql`UPDATE resources SET owner_user_id = NULL WHERE id = ${deskIds[35]}`);
    await t.database.db.execute(sql`DELETE FROM bookings WHERE id = ${row?.id}`);
  });

  it('refuses the same desk for an overlapping slot with 409 and the clear message', async () => {
    const response = await karl.post('/api/v2/bookings', { desk_id: deskIds[0], days: [tomorrow], slot_id: slots.full_day });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Dieser Schreibtisch ist zu dieser Zeit schon gebucht.');
  });

  it('lets nobody hold two desks at once', async () => {
    const response = await dana.post('/api/v2/bookings', { desk_id: deskIds[1], days: [tomorrow], start_minute: 600, end_minute: 660 });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Du hast zu dieser Zeit schon einen Schreibtisch gebucht.');
  });

  it('books the afternoon of the same desk back to back ([) intervals)', async () => {
    const response = await karl.post('/api/v2/bookings', { desk_id: deskIds[0], days: [tomorrow], slot_id: slots.afternoon });
    expect(response.statusCode).toBe(201);
  });

  it('books several days in one request and says per day what was booked', async () => {
    const days = ['2027-01-07', '2027-01-08', '2027-01-09'];
    await karl.post('/api/v2/bookings', { desk_id: deskIds[2], days: [days[1]], slot_id: slots.full_day });
    const response = await dana.post('/api/v2/bookings', { desk_id: deskIds[2], days, slot_id: slots.full_day });
    expect(response.statusCode).toBe(201);
    expect(response.json().results.map((r: { day: string; outcome: string }) => [r.day, r.outcome])).toEqual([
      [days[0], 'booked'],
      [days[1], 'desk_taken'],
      [days[2], 'booked'],
    ]);
  });

  it('cancels an own booking; the desk is free again; a second cancel changes nothing', async () => {
    const day = '2027-01-10';
    const booked = (await dana.post('/api/v2/bookings', { desk_id: deskIds[3], days: [day], slot_id: slots.morning })).json();
    const id = booked.results[0].booking.id;
    expect((await karl.request('DELETE', `/api/v2/bookings/${id}`)).statusCode).toBe(404);
    expect((await dana.request('DELETE', `/api/v2/bookings/${id}`)).statusCode).toBe(204);
    expect((await dana.request('DELETE', `/api/v2/bookings/${id}`)).statusCode).toBe(204);
    const free = (await karl.get(`/api/v2/desks/available?day=${day}&slot_id=${slots.morning}`)).json();
    expect(free.desks.map((d: { id: number }) => d.id)).toContain(deskIds[3]);
  });

  it('refuses to cancel a booking that has ended', async () => {
    const [row] = await queryRows<{ id: number }>(
      t.database.db,
      sql`INSERT INTO bookings (group_id, user_id, resource_id, resource_kind, day, start_at, end_at, status)
          SELECT group_id, id, ${deskIds[4]}, 'desk', '2027-01-03', '2027-01-03 08:00+01', '2027-01-03 10:00+01', 'booked'
            FROM users WHERE email = ${demo.email} RETURNING id::int AS id`,
    );
    const response = await dana.request('DELETE', `/api/v2/bookings/${row?.id}`);
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('Eine Buchung kann nur vor ihrem Ende storniert werden.');
  });

  it('edits up to five own bookings at once: another slot, or another desk; a refused day keeps its booking', async () => {
    const days = ['2027-01-11', '2027-01-12', '2027-01-13'];
    const createdResponse = await dana.post('/api/v2/bookings', { desk_id: deskIds[7], days, slot_id: slots.morning });
    const created = createdResponse.json();
    const ids = created.results.map((r: { booking: { id: number } }) => r.booking.id);
    const moved = await dana.request('PUT', '/api/v2/bookings', { booking_ids: ids, slot_id: slots.afternoon });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().results.map((r: { outcome: string; booking: { slot_id: number } }) => [r.outcome, r.booking.slot_id])).toEqual([
      ['booked', slots.afternoon],
      ['booked', slots.afternoon],
      ['booked', slots.afternoon],
    ]);
    const newIds = moved.json().results.map((r: { booking: { id: number } }) => r.booking.id);
    // Karl holds desk 8 on the middle day: that day keeps its booking on desk 7.
    await karl.post('/api/v2/bookings', { desk_id: deskIds[8], days: [days[1]], slot_id: slots.afternoon });
    const toOther = await dana.request('PUT', '/api/v2/bookings', { booking_ids: newIds, desk_id: deskIds[8] });
    expect(toOther.json().results.map((r: { outcome: string }) => r.outcome)).toEqual(['booked', 'desk_taken', 'booked']);
    const mine = (await dana.get('/api/v2/bookings')).json().bookings.filter((b: { day: string }) => days.includes(b.day));
    expect(mine.map((b: { day: string; desk: { id: number } }) => [b.day, b.desk.id])).toEqual([
      [days[0], deskIds[8]],
      [days[1], deskIds[7]],
      [days[2], deskIds[8]],
    ]);
    expect((await karl.request('PUT', '/api/v2/bookings', { booking_ids: [newIds[0]], slot_id: slots.morning })).statusCode).toBe(404);
  });

  describe('bad input changes nothing', () => {
    const refused = async (body: Record<string, unknown>, status: number, field?: string, message?: string) => {
      const before = await bookingCount();
      const response = await dana.post('/api/v2/bookings', body);
      expect(response.statusCode).toBe(status);
      if (field) expect(response.json().errors[field]).toContain(message);
      else if (message) expect(response.json().message).toBe(message);
      expect(await bookingCount()).toBe(before);
    };
    it('a past day', () =>
      refused(
        { desk_id: deskIds[5], days: ['2027-01-04'], slot_id: slots.morning },
        422,
        'days',
        'Vergangene Tage können nicht gebucht werden.',
      ));
    it('more than 30 days from the chosen day', () =>
      refused(
        { desk_id: deskIds[5], days: [tomorrow, '2027-02-05'], slot_id: slots.morning },
        422,
        'days',
        'Höchstens 30 Tage ab dem gewählten Tag.',
      ));
    it("beyond the group's max advance days", () =>
      refused({ desk_id: deskIds[5], days: ['2027-02-05'], slot_id: slots.morning }, 422, 'days', 'Höchstens 30 Tage im Voraus.'));
    it('an impossible date', () =>
      refused({ desk_id: deskIds[5], days: ['2026-02-30'], slot_id: slots.morning }, 422, 'days.0', 'Ungültiges Datum.'));
    it('neither slot nor hours', () =>
      refused({ desk_id: deskIds[5], days: [tomorrow] }, 422, 'slot_id', 'Bitte einen Zeitraum oder Stunden wählen.'));
    it('hours ending before they start', () =>
      refused(
        { desk_id: deskIds[5], days: [tomorrow], start_minute: 600, end_minute: 540 },
        422,
        'end_minute',
        'Das Ende muss nach dem Beginn liegen.',
      ));
    it('an unknown slot', () =>
      refused({ desk_id: deskIds[5], days: [tomorrow], slot_id: 99_999 }, 422, 'slot_id', 'Unbekannter Zeitraum.'));
    it('more than five days in an edit', async () => {
      const before = await bookingCount();
      const response = await dana.request('PUT', '/api/v2/bookings', { booking_ids: [1, 2, 3, 4, 5, 6], slot_id: slots.morning });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.booking_ids).toEqual(['Höchstens 5 Tage auf einmal bearbeiten.']);
      expect(await bookingCount()).toBe(before);
    });
    it('an unknown desk', () =>
      refused({ desk_id: 99_999, days: [tomorrow], slot_id: slots.morning }, 404, undefined, 'Schreibtisch nicht gefunden.'));
    it("another group's desk", async () => {
      const other = await createGroupWithUser(t.database, {
        name: 'Fremd AG',
        code: 'FREMD-1',
        email: 'x@fremd.test',
        password: 'Fremd!Pass12',
      });
      const foreignDesk = await createDeskOfGroup(t.database, other.group.id, 'F-1');
      await refused({ desk_id: foreignDesk, days: [tomorrow], slot_id: slots.morning }, 404, undefined, 'Schreibtisch nicht gefunden.');
      const listed = (await dana.get(`/api/v2/desks/available?day=${tomorrow}&slot_id=${slots.morning}`)).json();
      expect(listed.desks.map((d: { id: number }) => d.id)).not.toContain(foreignDesk);
    });
  });
});
