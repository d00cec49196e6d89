import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, localDayOf, weekday } from '../../src/domain/time/local-day';
import { queryRows } from '../../src/server/db/client';
import { extendOwnerCalendars } from '../../src/server/jobs/owner-calendars';
import { ApiClient } from '../support/api-client';
import { DATABASE_KINDS } from '../support/databases';
import { createGroupWithUser } from '../support/groups';
import { DEMO, startTestApp, type TestApp } from '../support/test-app';
import { createUsersWithTokens } from '../support/users';

const [demo, kollege] = DEMO.users;
const LOTTERY = { allocation_mode: 'algorithm', lottery_cutoff_minute: 18 * 60, fairness_window_weeks: 4, no_shows_count: true };
const OTHER = { name: 'Andere AG', code: 'ANDERE-1', email: 'bea@andere.test', password: 'Andere!Pass1' };

describe.each(DATABASE_KINDS)('absences of a fixed-desk owner on %s', (kind) => {
  let t: TestApp;
  let admin: ApiClient;
  let karl: ApiClient;
  let bea: ApiClient;
  let karlsDesk: number;
  let fullDay: number;
  // The app's clock stands at Tuesday 5 January 2027, 09:30 in Berlin; the horizon is 30 days (to 4 February).
  const now = new Date('2027-01-05T08:30:00Z');

  beforeAll(async () => {
    t = await startTestApp(kind, {}, { clock: { now: () => now } });
    admin = new ApiClient(t.app);
    karl = new ApiClient(t.app);
    bea = new ApiClient(t.app);
    await admin.login(demo.email, DEMO.password);
    await karl.login(kollege.email, DEMO.password);
    const [desk] = await queryRows<{ id: number }>(t.database.db, sql`SELECT id FROM resources WHERE kind = 'desk' ORDER BY id LIMIT 1`);
    karlsDesk = desk?.id ?? 0;
    expect((await admin.request('PUT', `/api/v2/admin/desks/${karlsDesk}/owner`, { email: kollege.email })).statusCode).toBe(204);
    fullDay = (await karl.get('/api/v2/ego')).json().group.slots[2].id;

    // Bea owns a desk in another group: she may use absences, but never sees or changes Karl's.
    const other = await createGroupWithUser(t.database, OTHER);
    await t.database.db.execute(sql`
      WITH l AS (INSERT INTO locations (group_id, name) VALUES (${other.group.id}, 'Anderswo') RETURNING id),
           a AS (INSERT INTO areas (group_id, location_id, name) SELECT ${other.group.id}, id, 'EG' FROM l RETURNING id)
      INSERT INTO resources (group_id, kind, area_id, label, owner_user_id) SELECT ${other.group.id}, 'desk', id, 'A-1', ${other.user.id} FROM a`);
    await bea.login(OTHER.email, OTHER.password);
  });
  afterAll(() => t.close());

  const ownerDays = async () =>
    (
      await queryRows<{ day: string }>(
        t.database.db,
        sql`SELECT to_char(b.day, 'YYYY-MM-DD') AS day FROM bookings b JOIN users u ON u.group_id = b.group_id AND u.id = b.user_id
             WHERE u.email = ${kollege.email} AND b.source = 'owner' AND b.status = 'booked' AND b.day BETWEEN '2027-01-11' AND '2027-01-22'
             ORDER BY b.day`,
      )
    ).map((r) => r.day);
  const freeDeskIds = async (client: ApiClient, day: string) =>
    (await client.get(`/api/v2/desks/available?day=${day}&slot_id=${fullDay}`)).json().desks.map((d: { id: number }) => d.id);
  const absencesOf = async (client: ApiClient) => (await client.get('/api/v2/absences')).json().absences;

  it('refuses people without a fixed desk with a clear 403', async () => {
    const list = await admin.get('/api/v2/absences');
    expect(list.statusCode).toBe(403);
    expect(list.json().message).toBe('Abwesenheiten kann nur eintragen, wer einen festen Schreibtisch hat.');
    const create = await admin.post('/api/v2/absences', { from_day: '2027-01-11', to_day: '2027-01-12' });
    expect(create.statusCode).toBe(403);
    expect((await queryRows(t.database.db, sql`SELECT id FROM absences`)).length).toBe(0);
  });

  it('answers bad input with 422 and the field’s message in the user’s language, storing nothing', async () => {
    const cases: Array<[unknown, Record<string, string[]>]> = [
      [{ to_day: '2027-01-12' }, { from_day: ['Pflichtfeld.'] }],
      [{ from_day: '2027-02-30', to_day: '2027-03-01' }, { from_day: ['Ungültiges Datum.'] }],
      [{ from_day: '2027-01-12', to_day: '2027-01-11' }, { to_day: ['Das Ende darf nicht vor dem Anfang liegen.'] }],
      [{ from_day: '2027-01-11', to_day: '2028-01-11' }, { to_day: ['Höchstens 365 Tage am Stück.'] }],
      [
        { from_day: '2027-01-01', to_day: '2027-01-04' },
        { to_day: ['Diese Abwesenheit wäre schon vorbei. Bitte ein Ende ab heute wählen.'] },
      ],
      [{ from_day: '2028-01-06', to_day: '2028-01-07' }, { from_day: ['Der Anfang darf höchstens 365 Tage im Voraus liegen.'] }],
      [{ from_day: '2027-01-11', to_day: '2027-01-12', note: 'x'.repeat(201) }, { note: ['Höchstens 200 Zeichen.'] }],
    ];
    for (const [body, errors] of cases) {
      const response = await karl.post('/api/v2/absences', body);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual(errors);
    }
    karl.language = 'en';
    const english = await karl.post('/api/v2/absences', { from_day: '2027-01-12', to_day: '2027-01-11' });
    karl.language = 'de';
    expect(english.json().errors).toEqual({ to_day: ['The end must not be before the start.'] });
    expect(await absencesOf(karl)).toEqual([]);
    expect(await ownerDays()).toHaveLength(10);
  });

  it('shares the desk on the days of an absence: a colleague can book it then, and not on other days', async () => {
    const created = await karl.post('/api/v2/absences', { from_day: '2027-01-11', to_day: '2027-01-13', note: 'Urlaub' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ from_day: '2027-01-11', to_day: '2027-01-13', note: 'Urlaub', reclaimed: [], kept_booked: [] });
    expect(await ownerDays()).toEqual([
      ...['2027-01-14', '2027-01-15'],
      ...['2027-01-18', '2027-01-19', '2027-01-20', '2027-01-21', '2027-01-22'],
    ]);
    expect(await freeDeskIds(admin, '2027-01-12')).toContain(karlsDesk);
    expect(await freeDeskIds(admin, '2027-01-14')).not.toContain(karlsDesk);
    const booked = await admin.post('/api/v2/bookings', { desk_id: karlsDesk, days: ['2027-01-12'], slot_id: fullDay });
    expect(booked.statusCode).toBe(201);
    const refused = await admin.post('/api/v2/bookings', { desk_id: karlsDesk, days: ['2027-01-14'], slot_id: fullDay });
    expect(refused.statusCode).toBe(409);
    expect((await absencesOf(karl)).map((a: { note: string }) => a.note)).toEqual(['Urlaub']);
    // A day of the absence stays shared until the absence changes.
    const reclaim = await karl.post('/api/v2/desk/reclaim', { day: '2027-01-11' });
    expect(reclaim.statusCode).toBe(422);
    expect(reclaim.json().errors).toEqual({
      day: ['An diesem Tag bist du abwesend. Ändere zuerst die Abwesenheit unter „Mein Schreibtisch“.'],
    });
  });

  it('refuses an absence that overlaps one of one’s own', async () => {
    const overlap = await karl.post('/api/v2/absences', { from_day: '2027-01-13', to_day: '2027-01-15' });
    expect(overlap.statusCode).toBe(422);
    expect(overlap.json().errors).toEqual({ from_day: ['Überschneidet sich mit einer anderen Abwesenheit von dir.'] });
    expect(await absencesOf(karl)).toHaveLength(1);
  });

  it('keeps another user’s and another group’s absences invisible and unchangeable', async () => {
    const [absence] = await absencesOf(karl);
    // Dana gets a desk of her own: she may use absences now, but Karl's are not hers.
    const [danasDesk] = await queryRows<{ id: number }>(
      t.database.db,
      sql`SELECT id FROM resources WHERE kind = 'desk' ORDER BY id OFFSET 1 LIMIT 1`,
    );
    expect((await admin.request('PUT', `/api/v2/admin/desks/${danasDesk?.id}/owner`, { email: demo.email })).statusCode).toBe(204);
    for (const stranger of [admin, bea]) {
      expect(await absencesOf(stranger)).toEqual([]);
      const patch = await stranger.request('PATCH', `/api/v2/absences/${absence.id}`, { note: 'Übernommen' });
      expect(patch.statusCode).toBe(404);
      expect(patch.json().message).toBe('Abwesenheit nicht gefunden.');
      expect((await stranger.request('DELETE', `/api/v2/absences/${absence.id}`)).statusCode).toBe(404);
    }
    expect(await absencesOf(karl)).toMatchObject([{ id: absence.id, note: 'Urlaub', from_day: '2027-01-11' }]);
    // Bea's own absence works in her group, and overlapping days of different people are fine.
    expect((await bea.post('/api/v2/absences', { from_day: '2027-01-11', to_day: '2027-01-13' })).statusCode).toBe(201);
  });

  it('removing the absence takes back the free days, keeps the booked one and tells the owner', async () => {
    const [absence] = await absencesOf(karl);
    const removed = await karl.request('DELETE', `/api/v2/absences/${absence.id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ reclaimed: ['2027-01-11', '2027-01-13'], kept_booked: ['2027-01-12'] });
    expect(await ownerDays()).toEqual([
      ...['2027-01-11', '2027-01-13', '2027-01-14', '2027-01-15'],
      ...['2027-01-18', '2027-01-19', '2027-01-20', '2027-01-21', '2027-01-22'],
    ]);
    const [danasBooking] = (await admin.get('/api/v2/bookings')).json().bookings.filter((b: { day: string }) => b.day === '2027-01-12');
    expect(danasBooking).toMatchObject({ status: 'booked', desk: { id: karlsDesk } });

    const [message] = (await karl.get('/api/v2/messages')).json().messages;
    expect(message).toMatchObject({
      type: 'AbsenceDayKeptNotification',
      title: 'Schreibtisch B1-01 bleibt gebucht',
      text: 'Deine Abwesenheit gilt für diesen Tag nicht mehr, aber Dana Demo hat deinen Schreibtisch B1-01 (Berlin Mitte, Etage 1) für 12.01.2027, 08:00–18:00 schon gebucht. Diese Buchung bleibt bestehen – bitte buche für diesen Tag einen anderen Schreibtisch.',
      path: '/desk',
    });
    // Messages are written in the reader's language.
    expect((await karl.put('/api/v2/settings', { language: 'en' })).statusCode).toBe(200);
    const [english] = (await karl.get('/api/v2/messages')).json().messages;
    expect((await karl.put('/api/v2/settings', { language: 'de' })).statusCode).toBe(200);
    expect(english.text).toBe(
      'Your absence no longer covers that day, but Dana Demo has already booked your desk B1-01 (Berlin Mitte, Etage 1) for 01/12/2027, 08:00 AM–06:00 PM. That booking stays – please book another desk for that day.',
    );
  });

  it('shortening takes back the days no longer covered; moving shares the new ones', async () => {
    const created = await karl.post('/api/v2/absences', { from_day: '2027-01-18', to_day: '2027-01-22', note: 'Dienstreise' });
    expect(created.statusCode).toBe(201);
    const shortened = await karl.request('PATCH', `/api/v2/absences/${created.json().id}`, { to_day: '2027-01-19' });
    expect(shortened.statusCode).toBe(200);
    expect(shortened.json()).toMatchObject({
      from_day: '2027-01-18',
      to_day: '2027-01-19',
      note: 'Dienstreise',
      reclaimed: ['2027-01-20', '2027-01-21', '2027-01-22'],
    });
    expect(await ownerDays()).toEqual([
      ...['2027-01-11', '2027-01-13', '2027-01-14', '2027-01-15'],
      ...['2027-01-20', '2027-01-21', '2027-01-22'],
    ]);
    const moved = await karl.request('PATCH', `/api/v2/absences/${created.json().id}`, { from_day: '2027-01-21', to_day: '2027-01-22' });
    expect(moved.json()).toMatchObject({ reclaimed: ['2027-01-18', '2027-01-19'], kept_booked: [] });
    expect(await ownerDays()).toEqual([
      ...['2027-01-11', '2027-01-13', '2027-01-14', '2027-01-15'],
      ...['2027-01-18', '2027-01-19', '2027-01-20'],
    ]);
    const bad = await karl.request('PATCH', `/api/v2/absences/${created.json().id}`, { from_day: '2027-01-23' });
    expect(bad.json().errors).toEqual({ to_day: ['Das Ende darf nicht vor dem Anfang liegen.'] });
    const nothing = await karl.request('PATCH', `/api/v2/absences/${created.json().id}`, {});
    expect(nothing.json().errors).toEqual({ from_day: ['Bitte mindestens ein Feld ändern.'] });
  });

  it('days that enter the horizon later stay shared while the absence covers them', async () => {
    expect((await karl.post('/api/v2/absences', { from_day: '2027-02-08', to_day: '2027-02-09' })).statusCode).toBe(201);
    // A week later the daily job extends the calendar to 11 February.
    await t.database.db.transaction((tx) => extendOwnerCalendars(tx, new Date('2027-01-12T05:00:00Z')));
    const days = (
      await queryRows<{ day: string }>(
        t.database.db,
        sql`SELECT to_char(day, 'YYYY-MM-DD') AS day FROM bookings
             WHERE resource_id = ${karlsDesk} AND source = 'owner' AND status = 'booked' AND day > '2027-02-04' ORDER BY day`,
      )
    ).map((r) => r.day);
    expect(days).toEqual(['2027-02-05', '2027-02-10', '2027-02-11']);
  });
});

describe.each(DATABASE_KINDS)('an absence in lottery mode on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  it('shares the desk as a released day is shared: the first on the waiting list is offered it and accepts', async () => {
    const admin = new ApiClient(t.app);
    const karl = new ApiClient(t.app);
    await admin.login(demo.email, DEMO.password);
    await karl.login(kollege.email, DEMO.password);
    let day = addDays(localDayOf(new Date(), DEMO.timeZone), 2);
    while (weekday(day) > 5) day = addDays(day, 1);
    // Two desks in service: one for the draw, one Karl's own.
    const [free, karlsDesk] = await queryRows<{ id: number }>(
      t.database.db,
      sql`SELECT id FROM resources WHERE kind = 'desk' ORDER BY id LIMIT 2`,
    );
    await t.database.db.execute(sql`UPDATE resources SET active = (id IN (${free?.id}, ${karlsDesk?.id})) WHERE kind = 'desk'`);
    expect((await admin.request('PUT', `/api/v2/admin/desks/${karlsDesk?.id}/owner`, { email: kollege.email })).statusCode).toBe(204);
    expect((await admin.put('/api/v2/admin/group/lottery', LOTTERY)).statusCode).toBe(200);

    const people = (await createUsersWithTokens(t.database, t.demoGroupId, 2, 'weg')).map((u) => {
      const client = new ApiClient(t.app);
      client.token = u.token;
      return client;
    });
    for (const client of people) expect((await client.post('/api/v2/desk_requests', { days: [day] })).statusCode).toBe(201);
    expect((await admin.post('/api/v2/admin/lottery/run', { day })).json()).toEqual({ ran: true, winners: 1, waitlist: 1 });
    const statuses = await Promise.all(people.map(async (client) => (await client.get('/api/v2/ego')).json().lottery_run_status));
    const loser = people[statuses.findIndex((s) => s.status === 'lost')] as ApiClient;

    expect((await karl.post('/api/v2/absences', { from_day: day, to_day: day })).statusCode).toBe(201);
    expect((await loser.get('/api/v2/ego')).json().lottery_run_status).toMatchObject({
      status: 'lost',
      message: 'Angebot: B1-02 ist für dich frei geworden – bitte annehmen oder ablehnen.',
    });
    const messages: Array<{ type: string; offer_id?: number | null }> = (await loser.get('/api/v2/messages')).json().messages;
    const offerId = messages.find((m) => m.type === 'WaitlistOfferNotification')?.offer_id;
    expect((await loser.post(`/api/v2/lottery/offers/${offerId}/accept`)).statusCode).toBe(200);
    expect((await loser.get('/api/v2/bookings')).json().bookings).toMatchObject([{ day, status: 'reserved', desk: { id: karlsDesk?.id } }]);
  });
});
