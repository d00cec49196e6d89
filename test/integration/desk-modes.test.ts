import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, localDayOf } from '../../src/domain/time/local-day';
import { queryRows } from '../../src/server/db/client';
import { extendOwnerCalendars } from '../../src/server/jobs/owner-calendars';
import { ApiClient } from '../support/api-client';
import { DATABASE_KINDS } from '../support/databases';
import { DEMO, startTestApp, type TestApp } from '../support/test-app';

const [demo, kollege] = DEMO.users;

describe.each(DATABASE_KINDS)('desk modes, own desk and one-click on %s', (kind) => {
  let t: TestApp;
  let admin: ApiClient;
  let karl: ApiClient;
  let desks: Array<{ id: number; label: string }>;
  // The app's clock stands at Tuesday 5 January 2027, 09:30 in Berlin; the horizon is 30 days.
  const now = new Date('2027-01-05T08:30:00Z');
  // The first working day after tomorrow (a Thursday): bookable, and a day an 'always' owner uses.
  const workday = '2027-01-07';

  beforeAll(async () => {
    t = await startTestApp(kind, {}, { clock: { now: () => now } });
    admin = new ApiClient(t.app);
    karl = new ApiClient(t.app);
    await admin.login(demo.email, DEMO.password);
    await karl.login(kollege.email, DEMO.password);
    desks = await queryRows(t.database.db, sql`SELECT id, label FROM resources WHERE kind = 'desk' ORDER BY id`);
  });
  afterAll(() => t.close());

  const ownerDaysOf = async (email: string) =>
    (
      await queryRows<{ day: string }>(
        t.database.db,
        sql`SELECT to_char(b.day, 'YYYY-MM-DD') AS day FROM bookings b JOIN users u ON u.group_id = b.group_id AND u.id = b.user_id
             WHERE u.email = ${email} AND b.source = 'owner' AND b.status = 'booked' ORDER BY b.day`,
      )
    ).map((r) => r.day);

  it('only admins reach admin routes', async () => {
    expect((await karl.get('/api/v2/admin/locations')).statusCode).toBe(403);
    expect((await karl.request('PUT', `/api/v2/admin/desks/${desks[0]?.id}/owner`, { email: kollege.email })).statusCode).toBe(403);
  });

  it('assigning a desk makes the user an owner who uses it every working day up to the horizon', async () => {
    expect((await admin.request('PUT', `/api/v2/admin/desks/${desks[0]?.id}/owner`, { email: kollege.email })).statusCode).toBe(204);
    const settings = (await karl.get('/api/v2/settings/desk')).json();
    expect(settings).toMatchObject({ desk_mode: 'always', desk: { id: desks[0]?.id } });
    expect(await ownerDaysOf(kollege.email)).toEqual([
      ...['2027-01-05', '2027-01-06', '2027-01-07', '2027-01-08'],
      ...['2027-01-11', '2027-01-12', '2027-01-13', '2027-01-14', '2027-01-15'],
      ...['2027-01-18', '2027-01-19', '2027-01-20', '2027-01-21', '2027-01-22'],
      ...['2027-01-25', '2027-01-26', '2027-01-27', '2027-01-28', '2027-01-29'],
      ...['2027-02-01', '2027-02-02', '2027-02-03', '2027-02-04'],
    ]);
    expect((await karl.get('/api/v2/ego')).json().desk).toMatchObject({ id: desks[0]?.id });
  });

  it('others cannot book the owner desk on owner days, but can once a day is released', async () => {
    const slot = (await admin.get('/api/v2/ego')).json().group.slots[2].id;
    const free = (await admin.get(`/api/v2/desks/available?day=${workday}&slot_id=${slot}`)).json().desks.map((d: { id: number }) => d.id);
    expect(free).not.toContain(desks[0]?.id);
    expect((await admin.post('/api/v2/bookings', { desk_id: desks[0]?.id, days: [workday], slot_id: slot })).statusCode).toBe(409);

    expect((await karl.post('/api/v2/desk/release', { day: workday })).statusCode).toBe(204);
    const nowFree = (await admin.get(`/api/v2/desks/available?day=${workday}&slot_id=${slot}`))
      .json()
      .desks.map((d: { id: number }) => d.id);
    expect(nowFree).toContain(desks[0]?.id);
    expect((await admin.post('/api/v2/bookings', { desk_id: desks[0]?.id, days: [workday], slot_id: slot })).statusCode).toBe(201);
    const reclaim = await karl.post('/api/v2/desk/reclaim', { day: workday });
    expect(reclaim.statusCode).toBe(409);
  });

  it('the daily extension keeps released days released', async () => {
    const before = await ownerDaysOf(kollege.email);
    await t.database.db.transaction((tx) => extendOwnerCalendars(tx, now));
    expect(await ownerDaysOf(kollege.email)).toEqual(before);
    expect(before).not.toContain(workday);
  });

  it('saving chosen days releases the other days and reports days someone else holds', async () => {
    const chosen = [1, 3];
    const saved = await karl.put('/api/v2/settings/desk', { desk_mode: 'chosen_days', weekdays: chosen });
    expect(saved.statusCode).toBe(200);
    const body = saved.json();
    // Mondays and Wednesdays stay; every other owner day goes back to the pool (the released Thursday was already gone).
    expect(await ownerDaysOf(kollege.email)).toEqual([
      ...['2027-01-06', '2027-01-11', '2027-01-13', '2027-01-18', '2027-01-20'],
      ...['2027-01-25', '2027-01-27', '2027-02-01', '2027-02-03'],
    ]);
    expect(body.released).toEqual([
      ...['2027-01-05', '2027-01-08', '2027-01-12', '2027-01-14', '2027-01-15', '2027-01-19', '2027-01-21'],
      ...['2027-01-22', '2027-01-26', '2027-01-28', '2027-01-29', '2027-02-02', '2027-02-04'],
    ]);
    expect(body.unavailable).toEqual([]);
  });

  it('refuses chosen days without a weekday, and release/reclaim of a past day', async () => {
    const none = await karl.put('/api/v2/settings/desk', { desk_mode: 'chosen_days', weekdays: [] });
    expect(none.json().errors.weekdays).toEqual(['Bitte mindestens einen Wochentag wählen.']);
    const past = await karl.post('/api/v2/desk/release', { day: '2027-01-04' });
    expect(past.json().errors.day).toEqual(['Vergangene Tage können nicht gebucht werden.']);
    expect((await admin.post('/api/v2/desk/release', { day: workday })).statusCode).toBe(404);
  });

  it('offering gives every day to the pool', async () => {
    expect((await karl.put('/api/v2/settings/desk', { desk_mode: 'offering', weekdays: [] })).statusCode).toBe(200);
    expect(await ownerDaysOf(kollege.email)).toEqual([]);
  });

  it('one-click books the usual desk for tomorrow, and a second click answers the same booking', async () => {
    // Karl's usual desk is his former own desk, offered to the pool now.
    const first = await karl.post('/api/v2/bookings/one_click', { when: 'tomorrow' });
    expect(first.statusCode).toBe(201);
    expect(first.json().booking).toMatchObject({ day: '2027-01-06', desk: { id: desks[0]?.id } });
    const again = await karl.post('/api/v2/bookings/one_click', { when: 'tomorrow' });
    expect(again.statusCode).toBe(200);
    expect(again.json().booking.id).toBe(first.json().booking.id);
    const other = await admin.post('/api/v2/bookings/one_click', { when: 'tomorrow' });
    expect(other.statusCode).toBe(201);
    expect(other.json().booking.desk.id).not.toBe(desks[0]?.id);
  });

  it('prints a QR sheet of check-in links for a location', async () => {
    const { locations } = (await admin.get('/api/v2/admin/locations')).json();
    const sheet = (await admin.get(`/api/v2/admin/locations/${locations[0].id}/qr_sheet`)).json();
    expect(sheet.desks).toHaveLength(24);
    expect(sheet.desks[0].check_in_url).toMatch(/^http:\/\/localhost:8080\/#\/desks\/check_in\/[0-9a-f-]{36}$/);
    expect((await admin.get('/api/v2/admin/locations/99999/qr_sheet')).statusCode).toBe(404);
  });
});

describe.each(DATABASE_KINDS)('taking a desk out of service on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  it('cancels its future bookings, tells the holders, and hides it from the free list', async () => {
    const admin = new ApiClient(t.app);
    const karl = new ApiClient(t.app);
    await admin.login(demo.email, DEMO.password);
    await karl.login(kollege.email, DEMO.password);
    const day = addDays(localDayOf(new Date(), DEMO.timeZone), 1);
    const slot = (await karl.get('/api/v2/ego')).json().group.slots[0].id;
    const [desk] = (await karl.get(`/api/v2/desks/available?day=${day}&slot_id=${slot}`)).json().desks;
    expect((await karl.post('/api/v2/bookings', { desk_id: desk.id, days: [day], slot_id: slot })).statusCode).toBe(201);
    expect((await karl.request('PUT', `/api/v2/admin/desks/${desk.id}`, { active: false })).statusCode).toBe(403);
    expect((await admin.request('PUT', `/api/v2/admin/desks/${desk.id}`, { active: false })).statusCode).toBe(204);
    expect((await karl.get('/api/v2/bookings')).json().bookings).toEqual([]);
    const free = (await karl.get(`/api/v2/desks/available?day=${day}&slot_id=${slot}`)).json().desks.map((d: { id: number }) => d.id);
    expect(free).not.toContain(desk.id);
    const [message] = await queryRows<{ type: string }>(
      t.database.db,
      sql`SELECT type FROM messages WHERE type = 'DeskDeletedNotification'`,
    );
    expect(message?.type).toBe('DeskDeletedNotification');
    expect((await admin.request('PUT', `/api/v2/admin/desks/${desk.id}`, { active: true })).statusCode).toBe(204);
    expect((await karl.get(`/api/v2/desks/available?day=${day}&slot_id=${slot}`)).json().desks.map((d: { id: number }) => d.id)).toContain(
      desk.id,
    );
  });
});
