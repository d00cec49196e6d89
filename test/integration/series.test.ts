import { sql } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  seriesListResponseSchema,
  seriesPreviewResponseSchema,
  seriesResponseSchema,
  seriesWriteResponseSchema,
} from '../../src/contract/series';
import { queryRows } from '../../src/server/db/client';
import { ApiClient } from '../support/api-client';
import { parseInvitation } from '../support/calendar';
import { DATABASE_KINDS } from '../support/databases';
import { createGroupWithUser } from '../support/groups';
import { demoRooms } from '../support/rooms';
import { DEMO, startTestApp, type TestApp } from '../support/test-app';
import { fannedOut } from '../support/outbox';

const [demo, kollege] = DEMO.users;
const OTHER = { name: 'Andere AG', code: 'ANDERE-1', email: 'bea@andere.test', password: 'Andere!Pass1' };

/** A desk series: every Tuesday, 09:00–17:00, five times from 12 January 2027; tests override what they look at. */
const deskSeries = (deskId: number, overrides: Record<string, unknown> = {}) => ({
  kind: 'desk',
  resource_id: deskId,
  start_day: '2027-01-12',
  start_minute: 540,
  end_minute: 1020,
  recurrence: { frequency: 'weekly', weekdays: [2], count: 5 },
  ...overrides,
});

describe.each(DATABASE_KINDS)('series on %s', (kind) => {
  // The app's clock starts at Tuesday 5 January 2027, 09:30 in Berlin; tests move it forward, never back.
  let current = new Date('2027-01-05T08:30:00Z');
  let t: TestApp;
  let dana: ApiClient;
  let karl: ApiClient;
  let stranger: ApiClient;
  let deskIds: number[];
  let strangerDeskId: number;

  beforeAll(async () => {
    t = await startTestApp(kind, {}, { clock: { now: () => current } });
    dana = new ApiClient(t.app);
    karl = new ApiClient(t.app);
    stranger = new ApiClient(t.app);
    await dana.login(demo.email, DEMO.password);
    await karl.login(kollege.email, DEMO.password);
    const other = await createGroupWithUser(t.database, OTHER);
    await stranger.login(OTHER.email, OTHER.password);
    const ego = (await dana.get('/api/v2/ego')).json();
    const fullDay = ego.group.slots.find((s: { name: string }) => s.name === 'full_day').id;
    const available = (await dana.get(`/api/v2/desks/available?day=2027-01-06&slot_id=${fullDay}`)).json();
    deskIds = available.desks.map((d: { id: number }) => d.id);
    const [row] = await queryRows<{ id: number }>(
      t.database.db,
      sql`
        WITH l AS (INSERT INTO locations (group_id, name) VALUES (${other.group.id}, 'Fremd') RETURNING id),
             a AS (INSERT INTO areas (group_id, location_id, name) SELECT ${other.group.id}, id, 'Fremd' FROM l RETURNING id)
        INSERT INTO resources (group_id, kind, area_id, label) SELECT ${other.group.id}, 'desk', id, 'Fremdplatz' FROM a RETURNING id`,
    );
    strangerDeskId = row?.id ?? 0;
  });
  afterAll(() => t.close());

  const counts = async () =>
    (
      await queryRows<{ bookings: number; series: number; requests: number; messages: number }>(
        t.database.db,
        sql`SELECT (SELECT count(*)::int FROM bookings) AS bookings, (SELECT count(*)::int FROM series) AS series,
                   (SELECT count(*)::int FROM desk_requests) AS requests, (SELECT count(*)::int FROM messages) AS messages`,
      )
    )[0];
  const messagesOf = async (email: string, type: string) =>
    queryRows<{ payload: Record<string, unknown> }>(
      t.database.db,
      sql`SELECT m.payload FROM messages m JOIN users u ON u.group_id = m.group_id AND u.id = m.user_id
          WHERE u.email = ${email} AND m.type = ${type} ORDER BY m.id`,
    );
  const outcomes = (occurrences: Array<{ day: string; outcome: string }>) => occurrences.map((o) => [o.day, o.outcome]);

  let seriesId: number;

  it('previews a weekly desk series: one Tuesday taken by a colleague, one where the user holds another desk', async () => {
    const desk = deskIds[0];
    expect(
      (await karl.post('/api/v2/bookings', { desk_id: desk, days: ['2027-01-19'], start_minute: 480, end_minute: 720 })).statusCode,
    ).toBe(201);
    expect(
      (await dana.post('/api/v2/bookings', { desk_id: deskIds[5], days: ['2027-01-26'], start_minute: 960, end_minute: 1080 })).statusCode,
    ).toBe(201);
    const before = await counts();
    const preview = await dana.postAs('/api/v2/series/preview', deskSeries(desk ?? 0), seriesPreviewResponseSchema, 200);
    expect(preview).toEqual({
      rule: 'FREQ=WEEKLY;INTERVAL=1;BYDAY=TU;WKST=MO;COUNT=5',
      occurrences: [
        {
          day: '2027-01-12',
          start_at: '2027-01-12T08:00:00.000Z',
          end_at: '2027-01-12T16:00:00.000Z',
          outcome: 'booked',
          booking_id: null,
        },
        { day: '2027-01-19', start_at: '2027-01-19T08:00:00.000Z', end_at: '2027-01-19T16:00:00.000Z', outcome: 'taken', booking_id: null },
        {
          day: '2027-01-26',
          start_at: '2027-01-26T08:00:00.000Z',
          end_at: '2027-01-26T16:00:00.000Z',
          outcome: 'user_busy',
          booking_id: null,
        },
        {
          day: '2027-02-02',
          start_at: '2027-02-02T08:00:00.000Z',
          end_at: '2027-02-02T16:00:00.000Z',
          outcome: 'booked',
          booking_id: null,
        },
        {
          day: '2027-02-09',
          start_at: '2027-02-09T08:00:00.000Z',
          end_at: '2027-02-09T16:00:00.000Z',
          outcome: 'booked',
          booking_id: null,
        },
      ],
    });
    expect(await counts()).toEqual(before);
  });

  it('books nothing without confirm when an occurrence conflicts (409), and the rest with confirm, with one message', async () => {
    const before = (await counts()) ?? { bookings: 0, series: 0, requests: 0, messages: 0 };
    const refused = await dana.post('/api/v2/series', deskSeries(deskIds[0] ?? 0));
    expect([refused.statusCode, refused.json()]).toEqual([
      409,
      { id: 'conflict', message: 'Einige Termine sind schon belegt. Bitte die Vorschau prüfen und bestätigen.' },
    ]);
    expect(await counts()).toEqual(before);

    const written = await dana.postAs('/api/v2/series', deskSeries(deskIds[0] ?? 0, { confirm: true }), seriesWriteResponseSchema);
    expect(outcomes(written.occurrences)).toEqual([
      ['2027-01-12', 'booked'],
      ['2027-01-19', 'taken'],
      ['2027-01-26', 'user_busy'],
      ['2027-02-02', 'booked'],
      ['2027-02-09', 'booked'],
    ]);
    seriesId = written.series.id;
    expect(written.series).toMatchObject({
      kind: 'desk',
      resource: { id: deskIds[0], label: 'B1-01', place: 'Berlin Mitte, Etage 1' },
      start_day: '2027-01-12',
      start_minute: 540,
      end_minute: 1020,
      slot_id: null,
      recurrence: { frequency: 'weekly', interval: 1, weekdays: [2], monthly_by: 'day_of_month', count: 5 },
      rule: 'FREQ=WEEKLY;INTERVAL=1;BYDAY=TU;WKST=MO;COUNT=5',
      title: '',
      cancelled_at: null,
      requested_days: [],
      can_edit: true,
    });
    expect(written.series.occurrences.map((o) => [o.day, o.status])).toEqual([
      ['2027-01-12', 'booked'],
      ['2027-02-02', 'booked'],
      ['2027-02-09', 'booked'],
    ]);
    expect(await counts()).toEqual({
      ...before,
      bookings: before.bookings + 3,
      series: before.series + 1,
      messages: before.messages + 1,
    });
    expect((await messagesOf(demo.email, 'SeriesBookedNotification')).map((m) => m.payload)).toEqual([
      {
        series_id: seriesId,
        resource: 'B1-01',
        place: 'Berlin Mitte, Etage 1',
        title: '',
        time_zone: 'Europe/Berlin',
        intervals: [{ start: '2027-01-12T08:00:00.000Z', end: '2027-01-12T16:00:00.000Z' }],
        count: 3,
      },
    ]);
    const bookings = (await dana.get('/api/v2/bookings?from=2027-01-12&to=2027-01-12')).json().bookings;
    expect(bookings.map((b: { day: string; series_id: number | null }) => [b.day, b.series_id])).toEqual([['2027-01-12', seriesId]]);
  });

  it('cancels one occurrence, then the series from today on: the past occurrence stays booked', async () => {
    const { series } = await dana.getAs(`/api/v2/series/${seriesId}`, seriesResponseSchema);
    const february = series.occurrences.find((o) => o.day === '2027-02-02');
    expect((await dana.request('DELETE', `/api/v2/bookings/${february?.booking_id}`)).statusCode).toBe(204);

    current = new Date('2027-01-13T09:00:00Z');
    expect((await dana.getAs('/api/v2/series', seriesListResponseSchema)).series.map((s) => s.id)).toEqual([seriesId]);
    expect((await dana.request('DELETE', `/api/v2/series/${seriesId}`)).statusCode).toBe(204);
    const after = await dana.getAs(`/api/v2/series/${seriesId}`, seriesResponseSchema);
    expect(after.series.occurrences.map((o) => [o.day, o.status])).toEqual([
      ['2027-01-12', 'booked'],
      ['2027-02-02', 'cancelled'],
      ['2027-02-09', 'cancelled'],
    ]);
    expect([after.series.cancelled_at, after.series.can_edit]).toEqual(['2027-01-13T09:00:00.000Z', false]);
    expect((await dana.getAs('/api/v2/series', seriesListResponseSchema)).series).toEqual([]);
    expect((await messagesOf(demo.email, 'SeriesCancelledNotification')).map((m) => m.payload.count)).toEqual([1]);
  });

  it('moves the occurrences not yet started when the series is changed', async () => {
    const thursdays = deskSeries(deskIds[1] ?? 0, {
      start_day: '2027-01-14',
      recurrence: { frequency: 'weekly', weekdays: [4], count: 3 },
    });
    const created = await dana.postAs('/api/v2/series', thursdays, seriesWriteResponseSchema);
    expect(outcomes(created.occurrences)).toEqual([
      ['2027-01-14', 'booked'],
      ['2027-01-21', 'booked'],
      ['2027-01-28', 'booked'],
    ]);
    // Friday 15 January, 10:00 in Berlin: Thursday's occurrence is past, Friday's has started.
    current = new Date('2027-01-15T09:00:00Z');
    const fridays = { ...thursdays, resource_id: deskIds[2], recurrence: { frequency: 'weekly', weekdays: [5], count: 3 } };
    const moved = await dana.put(`/api/v2/series/${created.series.id}`, fridays);
    expect(moved.statusCode).toBe(200);
    const body = seriesWriteResponseSchema.parse(moved.json());
    expect(outcomes(body.occurrences)).toEqual([
      ['2027-01-22', 'booked'],
      ['2027-01-29', 'booked'],
    ]);
    expect(body.series.resource.id).toBe(deskIds[2]);
    expect(body.series.rule).toBe('FREQ=WEEKLY;INTERVAL=1;BYDAY=FR;WKST=MO;COUNT=3');
    expect(body.series.occurrences.map((o) => [o.day, o.status])).toEqual([
      ['2027-01-14', 'booked'],
      ['2027-01-21', 'cancelled'],
      ['2027-01-22', 'booked'],
      ['2027-01-28', 'cancelled'],
      ['2027-01-29', 'booked'],
    ]);
  });

  it("previews a change without counting the series' own future occurrences as taken; others' bookings still are", async () => {
    // The clock stands at Friday 15 January 2027, 10:00 in Berlin.
    const desk = deskIds[3] ?? 0;
    const tuesdays = deskSeries(desk, {
      start_day: '2027-01-19',
      start_minute: 480,
      end_minute: 720,
      recurrence: { frequency: 'weekly', weekdays: [2], count: 3 },
    });
    const created = await dana.postAs('/api/v2/series', tuesdays, seriesWriteResponseSchema);
    expect(
      (await karl.post('/api/v2/bookings', { desk_id: desk, days: ['2027-01-20'], start_minute: 480, end_minute: 720 })).statusCode,
    ).toBe(201);
    const change = { ...tuesdays, recurrence: { frequency: 'weekly', weekdays: [2, 3], count: 4 } };
    const before = await counts();

    const asNew = await dana.postAs('/api/v2/series/preview', change, seriesPreviewResponseSchema, 200);
    expect(outcomes(asNew.occurrences)).toEqual([
      ['2027-01-19', 'taken'],
      ['2027-01-20', 'taken'],
      ['2027-01-26', 'taken'],
      ['2027-01-27', 'booked'],
    ]);
    const asChange = await dana.postAs(`/api/v2/series/${created.series.id}/preview`, change, seriesPreviewResponseSchema, 200);
    expect(asChange.rule).toBe('FREQ=WEEKLY;INTERVAL=1;BYDAY=TU,WE;WKST=MO;COUNT=4');
    expect(outcomes(asChange.occurrences)).toEqual([
      ['2027-01-19', 'booked'],
      ['2027-01-20', 'taken'],
      ['2027-01-26', 'booked'],
      ['2027-01-27', 'booked'],
    ]);
    expect(await counts()).toEqual(before);

    const refused = await dana.put(`/api/v2/series/${created.series.id}`, change);
    expect([refused.statusCode, refused.json().id]).toEqual([409, 'conflict']);
    expect(await counts()).toEqual(before);
    const changed = await dana.put(`/api/v2/series/${created.series.id}`, { ...change, confirm: true });
    expect(changed.statusCode).toBe(200);
    expect(outcomes(seriesWriteResponseSchema.parse(changed.json()).occurrences)).toEqual(outcomes(asChange.occurrences));
  });

  it('invites to every occurrence of a room series with ONE mail whose calendar event carries the RRULE and EXDATE', async () => {
    const { Spree } = await demoRooms(dana);
    const karlId = (await karl.get('/api/v2/ego')).json().user.id;
    const blocker = { room_id: Spree.id, day: '2027-01-27', start_minute: 600, end_minute: 660, title: 'Sperre', attendee_count: 2 };
    expect((await karl.post('/api/v2/room_bookings', blocker)).statusCode).toBe(201);
    const body = {
      kind: 'room',
      resource_id: Spree.id,
      start_day: '2027-01-20',
      start_minute: 600,
      end_minute: 660,
      title: 'Jour fixe',
      description: 'Wochenplanung',
      supervisor: 'Dana',
      phone_number: '030 123',
      person_number: 'P-7',
      attendee_count: 2,
      invitee_ids: [karlId],
      recurrence: { frequency: 'weekly', weekdays: [3], count: 3 },
      confirm: true,
    };
    const written = await dana.postAs('/api/v2/series', body, seriesWriteResponseSchema);
    expect(outcomes(written.occurrences)).toEqual([
      ['2027-01-20', 'booked'],
      ['2027-01-27', 'taken'],
      ['2027-02-03', 'booked'],
    ]);
    expect(written.series.title).toBe('Jour fixe');
    const listed = (await dana.getAs('/api/v2/series', seriesListResponseSchema)).series.find((s) => s.id === written.series.id);
    expect(listed?.details).toEqual({
      description: 'Wochenplanung',
      supervisor: 'Dana',
      phone_number: '030 123',
      person_number: 'P-7',
      attendee_count: 2,
      layout: null,
      equipment: [],
      catering: [],
      invitee_ids: [karlId],
    });
    const invited = await queryRows<{ day: string; status: string; title: string }>(
      t.database.db,
      sql`SELECT b.day::text AS day, i.status, d.title FROM invitations i
          JOIN bookings b ON b.group_id = i.group_id AND b.id = i.booking_id
          JOIN booking_details d ON d.group_id = b.group_id AND d.booking_id = b.id
          WHERE b.series_id = ${written.series.id} ORDER BY b.day`,
    );
    expect(invited).toEqual([
      { day: '2027-01-20', status: 'invited', title: 'Jour fixe' },
      { day: '2027-02-03', status: 'invited', title: 'Jour fixe' },
    ]);
    await fannedOut(t.database.db);
    const mails = await queryRows<{ subject: string; calendar_ics: string }>(
      t.database.db,
      sql`SELECT subject, calendar_ics FROM outbox WHERE recipient = ${kollege.email} AND calendar_ics LIKE '%room-series-%' ORDER BY id`,
    );
    expect(mails).toHaveLength(1);
    const ics = mails[0]?.calendar_ics ?? '';
    expect(parseInvitation(ics)).toMatchObject({
      method: 'REQUEST',
      uid: `room-series-${t.demoGroupId}-${written.series.id}@deskfair`,
      sequence: 0,
      summary: 'Jour fixe',
      start: '2027-01-20T10:00:00',
      startTzid: 'Europe/Berlin',
      startUtc: '2027-01-20T09:00:00.000Z',
    });
    const vevent = new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent');
    expect(String(vevent?.getFirstPropertyValue('rrule'))).toBe('FREQ=WEEKLY;COUNT=3;BYDAY=WE');
    const exdates = vevent?.getAllProperties('exdate').map((p) => [String(p.getFirstValue()), String(p.getParameter('tzid'))]);
    expect(exdates).toEqual([['2027-01-27T10:00:00', 'Europe/Berlin']]);
    const organiserMails = await messagesOf(demo.email, 'RoomReservationNotification');
    expect(organiserMails).toEqual([]);

    // Cancelling the series sends the invitee one CANCEL for the same repeating entry, with the next SEQUENCE.
    expect((await dana.request('DELETE', `/api/v2/series/${written.series.id}`)).statusCode).toBe(204);
    await fannedOut(t.database.db);
    const after = await queryRows<{ calendar_method: string; calendar_ics: string }>(
      t.database.db,
      sql`SELECT calendar_method, calendar_ics FROM outbox WHERE recipient = ${kollege.email} AND calendar_ics LIKE '%room-series-%' ORDER BY id`,
    );
    expect(after.map((m) => m.calendar_method)).toEqual(['REQUEST', 'CANCEL']);
    expect(parseInvitation(after[1]?.calendar_ics ?? '')).toMatchObject({
      method: 'CANCEL',
      uid: `room-series-${t.demoGroupId}-${written.series.id}@deskfair`,
      sequence: 1,
      status: 'CANCELLED',
    });
    const left = await queryRows<{ status: string }>(
      t.database.db,
      sql`SELECT status FROM bookings WHERE series_id = ${written.series.id} ORDER BY day`,
    );
    expect(left.map((b) => b.status)).toEqual(['cancelled', 'cancelled']);
  });

  it('in a lottery group, desk days before their draw become requests; later days are booked', async () => {
    await t.database.db.execute(
      sql`UPDATE groups SET allocation_mode = 'algorithm', lottery_cutoff_minute = 1080 WHERE id = ${t.demoGroupId}`,
    );
    const daily = deskSeries(deskIds[3] ?? 0, {
      start_day: '2027-01-15',
      start_minute: 720,
      recurrence: { frequency: 'daily', count: 3 },
    });
    const preview = await dana.postAs('/api/v2/series/preview', daily, seriesPreviewResponseSchema, 200);
    expect(outcomes(preview.occurrences)).toEqual([
      ['2027-01-15', 'booked'],
      ['2027-01-16', 'requested'],
      ['2027-01-17', 'requested'],
    ]);
    const written = await dana.postAs('/api/v2/series', daily, seriesWriteResponseSchema);
    expect(outcomes(written.occurrences)).toEqual(outcomes(preview.occurrences));
    expect(written.series.requested_days).toEqual(['2027-01-16', '2027-01-17']);
    const requests = await queryRows<{ day: string; preferred_desk_id: number; status: string }>(
      t.database.db,
      sql`SELECT day::text AS day, preferred_desk_id, status FROM desk_requests WHERE series_id = ${written.series.id} ORDER BY day`,
    );
    expect(requests).toEqual([
      { day: '2027-01-16', preferred_desk_id: deskIds[3], status: 'waiting' },
      { day: '2027-01-17', preferred_desk_id: deskIds[3], status: 'waiting' },
    ]);
    await t.database.db.execute(sql`UPDATE groups SET allocation_mode = 'fcfs' WHERE id = ${t.demoGroupId}`);
  });

  it('refuses bad input with 422 naming the field, and writes nothing', async () => {
    const english = new ApiClient(t.app);
    english.language = 'en';
    await english.login(demo.email, DEMO.password);
    const { Spree } = await demoRooms(dana);
    // From Tuesday 19 January on, unless a case says otherwise (the clock stands at Friday 15 January).
    const desk = deskIds[4] ?? 0;
    const next = (overrides: Record<string, unknown>) => deskSeries(desk, { start_day: '2027-01-19', ...overrides });
    const before = await counts();
    const cases: Array<[Record<string, unknown>, Record<string, string[]>]> = [
      [
        next({ recurrence: { frequency: 'weekly', weekdays: [2], until: '2027-01-19' } }),
        { 'recurrence.until': ['Date must be before the until date'] },
      ],
      [next({ recurrence: { frequency: 'weekly', weekdays: [2], count: 0 } }), { 'recurrence.count': ['At least 1 repetition.'] }],
      [
        next({ recurrence: { frequency: 'weekly', weekdays: [2], count: 60 } }),
        { 'recurrence.count': ['The last occurrence can be at most 365 days ahead.'] },
      ],
      [
        next({ recurrence: { frequency: 'daily', until: '2028-01-20' } }),
        { 'recurrence.until': ['The last occurrence can be at most 365 days ahead.'] },
      ],
      [next({ recurrence: { frequency: 'weekly', count: 3 } }), { 'recurrence.weekdays': ['Please choose at least one weekday.'] }],
      [deskSeries(999999), { resource_id: ['This does not exist in your group.'] }],
      [deskSeries(strangerDeskId), { resource_id: ['This does not exist in your group.'] }],
      [deskSeries(Spree.id), { resource_id: ['This does not exist in your group.'] }],
      [next({ start_day: '2027-01-14' }), { start_day: ['Past days cannot be booked.'] }],
      [
        { ...next({ resource_id: Spree.id }), kind: 'room', title: 'Zu viele', attendee_count: 9 },
        { attendee_count: ['There is room for at most 8 people.'] },
      ],
    ];
    for (const [body, errors] of cases) {
      for (const path of ['/api/v2/series/preview', '/api/v2/series']) {
        const response = await english.post(path, body);
        expect([response.statusCode, response.json().errors], `${path} ${JSON.stringify(body)}`).toEqual([422, errors]);
      }
    }
    expect(await counts()).toEqual(before);
  });

  it('makes every free occurrence of a requestable bookable wait for approval, and needs a title for it', async () => {
    const [row] = await queryRows<{ id: number }>(
      t.database.db,
      sql`SELECT id FROM resources WHERE group_id = ${t.demoGroupId} AND label = 'Forum'`,
    );
    const terrace = {
      kind: 'bookable',
      resource_id: row?.id,
      start_day: '2027-01-22',
      start_minute: 1080,
      end_minute: 1260,
      title: 'Sommerfest',
      attendee_count: 30,
      recurrence: { frequency: 'monthly', monthly_by: 'weekday_of_month', count: 2 },
    };
    const untitled = await dana.post('/api/v2/series/preview', { ...terrace, title: '' });
    expect([untitled.statusCode, untitled.json().errors]).toEqual([422, { title: ['Pflichtfeld.'] }]);
    const written = await dana.postAs('/api/v2/series', terrace, seriesWriteResponseSchema);
    expect(outcomes(written.occurrences)).toEqual([
      ['2027-01-22', 'waiting'],
      ['2027-02-26', 'waiting'],
    ]);
    expect([written.series.kind, written.series.title, written.series.rule]).toEqual([
      'bookable',
      'Sommerfest',
      'FREQ=MONTHLY;INTERVAL=1;BYDAY=+4FR;COUNT=2',
    ]);
    expect(written.series.occurrences.map((o) => o.status)).toEqual(['waiting', 'waiting']);
    // The resource's approver is asked once for the whole series.
    expect((await messagesOf(kollege.email, 'BookableRequestNotification')).map((m) => [m.payload.title, m.payload.intervals])).toEqual([
      ['Sommerfest', [{ start: '2027-01-22T17:00:00.000Z', end: '2027-01-22T20:00:00.000Z' }]],
    ]);
  });

  it('answers 403 for a room series when the group has conference rooms switched off, and writes nothing', async () => {
    const { Havel } = await demoRooms(dana);
    await t.database.db.execute(sql`UPDATE groups SET has_conference_rooms = false WHERE id = ${t.demoGroupId}`);
    const before = await counts();
    const body = {
      kind: 'room',
      resource_id: Havel.id,
      start_day: '2027-01-20',
      start_minute: 600,
      end_minute: 660,
      title: 'Jour fixe',
      recurrence: { frequency: 'weekly', weekdays: [3], count: 2 },
    };
    // Refused before the body is checked (as the room routes do): a valid and an invalid body get the same answer.
    for (const path of ['/api/v2/series/preview', '/api/v2/series']) {
      for (const sent of [body, { ...body, attendee_count: 2 }]) {
        const response = await dana.post(path, sent);
        expect([response.statusCode, response.json().id]).toEqual([403, 'forbidden']);
      }
    }
    expect(await counts()).toEqual(before);
    await t.database.db.execute(sql`UPDATE groups SET has_conference_rooms = true WHERE id = ${t.demoGroupId}`);
  });

  it("keeps a series to its owner: another group's user can neither see, preview a change, change nor cancel it (404)", async () => {
    const own = await dana.postAs(
      '/api/v2/series',
      deskSeries(deskIds[6] ?? 0, { start_day: '2027-01-18', recurrence: { frequency: 'weekly', weekdays: [1], count: 2 } }),
      seriesWriteResponseSchema,
    );
    const id = own.series.id;
    for (const client of [stranger, karl]) {
      expect((await client.getAs('/api/v2/series', seriesListResponseSchema)).series.map((s) => s.id)).not.toContain(id);
      const answers = [
        await client.get(`/api/v2/series/${id}`),
        await client.put(`/api/v2/series/${id}`, deskSeries(deskIds[6] ?? 0, { start_day: '2027-01-18' })),
        await client.post(`/api/v2/series/${id}/preview`, deskSeries(deskIds[6] ?? 0, { start_day: '2027-01-18' })),
        await client.request('DELETE', `/api/v2/series/${id}`),
      ];
      expect(answers.map((a) => [a.statusCode, a.json().id])).toEqual([
        [404, 'not_found'],
        [404, 'not_found'],
        [404, 'not_found'],
        [404, 'not_found'],
      ]);
    }
    const still = await dana.getAs(`/api/v2/series/${id}`, seriesResponseSchema);
    expect(still.series.occurrences.map((o) => [o.day, o.status])).toEqual([
      ['2027-01-18', 'booked'],
      ['2027-01-25', 'booked'],
    ]);
  });
});
