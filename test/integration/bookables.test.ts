import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookableBookingResponseSchema,
  bookableResourcesResponseSchema,
  bookablesResponseSchema,
  type ListedBookableResource,
} from '../../src/contract/bookables';
import { queryRows } from '../../src/server/db/client';
import { ApiClient } from '../support/api-client';
import { bookableBody, demoBookables } from '../support/bookables';
import { DATABASE_KINDS } from '../support/databases';
import { createGroupWithUser } from '../support/groups';
import { DEMO, startTestApp, type TestApp } from '../support/test-app';
import { mailsTo } from '../support/outbox';

const [demo, kollege] = DEMO.users;
const OTHER = { name: 'Andere AG', code: 'ANDERE-1', email: 'bea@andere.test', password: 'Andere!Pass1' };

describe.each(DATABASE_KINDS)('bookables on %s', (kind) => {
  // The app's clock stands at Tuesday 5 January 2027, 09:30 in Berlin: every day below is a literal.
  const now = new Date('2027-01-05T08:30:00Z');
  let t: TestApp;
  let booker: ApiClient;
  let colleague: ApiClient;
  let stranger: ApiClient;
  let bookables: Record<string, ListedBookableResource>;
  const id = (label: string) => bookables[label]?.id ?? 0;

  const count = async (table: 'bookings' | 'booking_details' | 'booking_catering') =>
    (await queryRows<{ n: number }>(t.database.db, sql`SELECT count(*)::int AS n FROM ${sql.raw(table)}`))[0]?.n;
  const mailsOf = (email: string) => mailsTo(t.database.db, email);
  const messagesOf = (email: string) =>
    queryRows<{ type: string; payload: Record<string, unknown> }>(
      t.database.db,
      sql`SELECT m.type, m.payload FROM messages m JOIN users u ON u.group_id = m.group_id AND u.id = m.user_id WHERE u.email = ${email} ORDER BY m.id`,
    );

  beforeAll(async () => {
    t = await startTestApp(kind, {}, { clock: { now: () => now } });
    booker = new ApiClient(t.app);
    colleague = new ApiClient(t.app);
    stranger = new ApiClient(t.app);
    await booker.login(demo.email, DEMO.password);
    await colleague.login(kollege.email, DEMO.password);
    await createGroupWithUser(t.database, OTHER);
    await stranger.login(OTHER.email, OTHER.password);
    bookables = await demoBookables(booker);
  });
  afterAll(() => t.close());

  it('lists the bookables by location and category (parking spaces are booked by day elsewhere), with the filters', async () => {
    const all = await booker.getAs('/api/v2/bookables/resources', bookableResourcesResponseSchema);
    expect(all.resources.map((r) => [r.label, r.kind, r.category, r.location.name])).toEqual([
      ['Poolauto B-DF 26', 'bookable', 'car', 'Berlin Mitte'],
      ['Beamer mobil', 'bookable', 'equipment', 'Berlin Mitte'],
      ['Forum', 'bookable', 'event_space', 'Berlin Mitte'],
      ['Schließfach 1', 'bookable', 'locker', 'Berlin Mitte'],
      ['Schließfach 2', 'bookable', 'locker', 'Berlin Mitte'],
      ['Schließfach 3', 'bookable', 'locker', 'Berlin Mitte'],
      ['Schließfach 4', 'bookable', 'locker', 'Berlin Mitte'],
      ['Poolauto HH-DF 1', 'bookable', 'car', 'Hamburg Hafen'],
    ]);
    expect(all.resources[2]).toMatchObject({
      label: 'Forum',
      requestable: true,
      capacity: 80,
      layouts: ['theatre', 'u_shape'],
      equipment: ['stage', 'microphone', 'projector'],
      catering_offered: true,
      area: { name: 'Etage 1' },
      busy: [],
    });
    // the Forum's location serves these; resources without catering offer nothing
    expect(all.resources[2]?.catering_offer.map((item) => item.name)).toEqual([
      'Gebäck',
      'Kaffee & Tee',
      'Mittagsimbiss',
      'Obstteller',
      'Wasser',
    ]);
    expect(all.resources.filter((r) => r.catering_offer.length > 0).map((r) => r.label)).toEqual(['Forum']);
    expect(all.categories).toEqual(['car', 'equipment', 'event_space', 'locker']);
    expect(all.locations.map((l) => l.name)).toEqual(['Berlin Mitte', 'Hamburg Hafen']);
    const labels = async (query: string) =>
      (await booker.getAs(`/api/v2/bookables/resources?${query}`, bookableResourcesResponseSchema)).resources.map((r) => r.label);
    expect(await labels('category=car')).toEqual(['Poolauto B-DF 26', 'Poolauto HH-DF 1']);
    const hamburg = bookables['Poolauto HH-DF 1']?.location.id;
    expect(await labels(`location_id=${hamburg}&category=car`)).toEqual(['Poolauto HH-DF 1']);
    expect(await labels('category=parking_space')).toEqual([]);
    expect((await booker.get('/api/v2/bookables/resources?category=boat')).statusCode).toBe(422);
    const lastDay = await booker.getAs('/api/v2/bookables/resources?day=9999-12-31&category=car', bookableResourcesResponseSchema);
    expect(lastDay.resources.map((r) => r.busy)).toEqual([[], []]);
  });

  it('books an instant resource at once for several days: 201, busy on each day, a message and a mail', async () => {
    const response = await booker.post(
      '/api/v2/bookable_bookings',
      bookableBody(id('Poolauto B-DF 26'), { start: '2027-01-06T09:00', end: '2027-01-08T17:00' }),
    );
    expect(response.statusCode).toBe(201);
    const { booking } = bookableBookingResponseSchema.parse(response.json());
    expect(booking).toMatchObject({
      resource: { label: 'Poolauto B-DF 26', kind: 'bookable', category: 'car' },
      day: '2027-01-06',
      start_at: '2027-01-06T08:00:00.000Z',
      end_at: '2027-01-08T16:00:00.000Z',
      status: 'booked',
      series_id: null,
      title: '',
      attendee_count: 1,
      catering: [],
      requester: { email: demo.email, first_name: 'Dana', last_name: 'Demo' },
      decision: null,
      can_cancel: true,
    });
    const busyOn = async (client: ApiClient, day: string) =>
      (await client.getAs(`/api/v2/bookables/resources?day=${day}&category=car`, bookableResourcesResponseSchema)).resources.map((r) => [
        r.label,
        r.busy,
      ]);
    const held = { start_at: '2027-01-06T08:00:00.000Z', end_at: '2027-01-08T16:00:00.000Z' };
    expect(await busyOn(booker, '2027-01-07')).toEqual([
      ['Poolauto B-DF 26', [{ ...held, mine: true }]],
      ['Poolauto HH-DF 1', []],
    ]);
    expect(await busyOn(colleague, '2027-01-08')).toEqual([
      ['Poolauto B-DF 26', [{ ...held, mine: false }]],
      ['Poolauto HH-DF 1', []],
    ]);
    expect(await busyOn(colleague, '2027-01-09')).toEqual([
      ['Poolauto B-DF 26', []],
      ['Poolauto HH-DF 1', []],
    ]);
    expect((await messagesOf(demo.email)).map((m) => [m.type, m.payload.resource, m.payload.place])).toEqual([
      ['BookableReservationNotification', 'Poolauto B-DF 26', 'Berlin Mitte, Etage 1'],
    ]);
    expect(await mailsOf(demo.email)).toEqual([
      {
        subject: 'Poolauto B-DF 26 gebucht',
        body: 'Hallo Dana,\n\nDu hast Poolauto B-DF 26 (Berlin Mitte, Etage 1) gebucht: 06.01.2027, 09:00 – 08.01.2027, 17:00.',
      },
    ]);
  });

  it('refuses an overlap with 409 (the database decides), and a parking space as no bookable', async () => {
    const before = await count('bookings');
    const taken = await colleague.post(
      '/api/v2/bookable_bookings',
      bookableBody(id('Poolauto B-DF 26'), { start: '2027-01-08T16:00', end: '2027-01-08T18:00' }),
    );
    expect([taken.statusCode, taken.json().message]).toEqual([409, 'Zu dieser Zeit ist das schon gebucht.']);
    const touching = await colleague.post(
      '/api/v2/bookable_bookings',
      bookableBody(id('Poolauto B-DF 26'), { start: '2027-01-08T17:00', end: '2027-01-08T18:00' }),
    );
    expect(touching.statusCode).toBe(201);
    const [p1] = await queryRows<{ id: number }>(
      t.database.db,
      sql`SELECT id FROM resources WHERE group_id = ${t.demoGroupId} AND label = 'P1'`,
    );
    const parking = await colleague.post('/api/v2/bookable_bookings', bookableBody(p1?.id ?? 0));
    expect([parking.statusCode, parking.json().errors]).toEqual([422, { resource_id: ['Das gibt es in deiner Gruppe nicht.'] }]);
    expect(await count('bookings')).toBe((before ?? 0) + 1);
  });

  it('files a requestable resource as a request that waits and holds nothing; its approver is told', async () => {
    const body = bookableBody(id('Forum'), {
      start: '2027-01-12T18:00',
      end: '2027-01-12T22:00',
      title: 'Sommerfest-Planung',
      attendee_count: 40,
      layout: 'theatre',
      equipment: ['stage'],
    });
    const forum = bookables.Forum;
    const coffee = forum?.catering_offer.find((item) => item.name === 'Kaffee & Tee')?.id ?? 0;
    const first = await booker.postAs(
      '/api/v2/bookable_bookings',
      { ...body, catering: [{ item_id: coffee, quantity: 40, serve_minute: 18 * 60 + 30 }] },
      bookableBookingResponseSchema,
    );
    expect(first.booking).toMatchObject({
      status: 'waiting',
      title: 'Sommerfest-Planung',
      attendee_count: 40,
      layout: 'theatre',
      catering: [{ item_id: coffee, name: 'Kaffee & Tee', quantity: 40, serve_minute: 1110 }],
    });
    const second = await booker.postAs('/api/v2/bookable_bookings', { ...body, start: '2027-01-12T20:00' }, bookableBookingResponseSchema);
    expect(second.booking.status).toBe('waiting');
    const { resources } = await colleague.getAs(
      '/api/v2/bookables/resources?day=2027-01-12&category=event_space',
      bookableResourcesResponseSchema,
    );
    expect(resources[0]?.busy).toEqual([
      { start_at: '2027-01-12T17:00:00.000Z', end_at: '2027-01-12T21:00:00.000Z', mine: false },
      { start_at: '2027-01-12T19:00:00.000Z', end_at: '2027-01-12T21:00:00.000Z', mine: false },
    ]);
    const toApprover = (await mailsOf(kollege.email)).filter((m) => m.subject.startsWith('Neue Anfrage'));
    expect(toApprover.map((m) => m.subject)).toEqual(['Neue Anfrage: Forum', 'Neue Anfrage: Forum']);
    expect(toApprover[0]?.body).toBe(
      'Hallo Karl,\n\nDana Demo fragt Forum (Berlin Mitte, Etage 1) an: „Sommerfest-Planung“, 12.01.2027, 18:00–22:00.\nBitte in Deskfair unter „Freigaben“ bestätigen oder ablehnen.',
    );
    expect((await messagesOf(kollege.email)).map((m) => m.type)).toEqual([
      'BookableReservationNotification',
      'BookableRequestNotification',
      'BookableRequestNotification',
    ]);
  });

  it('GET bookables: the reader’s bookings and requests, nobody else’s', async () => {
    const mine = await booker.getAs('/api/v2/bookables', bookablesResponseSchema);
    expect(mine.bookings.map((b) => [b.resource.label, b.status, b.start_at])).toEqual([
      ['Poolauto B-DF 26', 'booked', '2027-01-06T08:00:00.000Z'],
    ]);
    expect(mine.requests.map((b) => [b.resource.label, b.status, b.start_at, b.can_cancel])).toEqual([
      ['Forum', 'waiting', '2027-01-12T17:00:00.000Z', true],
      ['Forum', 'waiting', '2027-01-12T19:00:00.000Z', true],
    ]);
    expect(mine.requests.map((b) => b.catering.map((line) => [line.name, line.quantity, line.serve_minute]))).toEqual([
      [['Kaffee & Tee', 40, 1110]],
      [],
    ]);
    const theirs = await colleague.getAs('/api/v2/bookables', bookablesResponseSchema);
    expect(theirs.bookings.map((b) => b.resource.label)).toEqual(['Poolauto B-DF 26']);
    expect(theirs.requests).toEqual([]);
  });

  it('cancels an own booking and withdraws an own request (the approver hears of it); another’s is 404', async () => {
    const mine = await booker.getAs('/api/v2/bookables', bookablesResponseSchema);
    const car = mine.bookings[0]?.id;
    const request = mine.requests[1]?.id;
    expect((await colleague.request('DELETE', `/api/v2/bookable_bookings/${car}`)).statusCode).toBe(404);
    expect((await booker.request('DELETE', `/api/v2/bookable_bookings/${car}`)).statusCode).toBe(204);
    expect((await booker.request('DELETE', `/api/v2/bookable_bookings/${request}`)).statusCode).toBe(204);
    expect((await booker.request('DELETE', `/api/v2/bookable_bookings/${request}`)).statusCode).toBe(204);
    const after = await booker.getAs('/api/v2/bookables', bookablesResponseSchema);
    expect(after.bookings).toEqual([]);
    expect(after.requests.map((r) => r.id)).toEqual([mine.requests[0]?.id]);
    const withdrawn = (await mailsOf(kollege.email)).at(-1);
    expect(withdrawn?.subject).toBe('Anfrage zurückgezogen: Forum');
    expect(withdrawn?.body).toBe(
      'Hallo Karl,\n\nDana Demo hat die Anfrage für Forum (Berlin Mitte, Etage 1), „Sommerfest-Planung“, am 12.01.2027, 20:00–22:00 zurückgezogen.',
    );
    expect((await messagesOf(kollege.email)).at(-1)?.type).toBe('BookableRequestCancelledNotification');
  });

  it('refuses bad input with 422 naming the field, all problems at once, and stores nothing', async () => {
    const english = new ApiClient(t.app);
    english.language = 'en';
    await english.login(demo.email, DEMO.password);
    await t.database.db.execute(sql`UPDATE resources SET active = false WHERE id = ${id('Schließfach 4')}`);
    const coffee = (
      await queryRows<{ id: number }>(
        t.database.db,
        sql`SELECT c.id FROM catering_items c JOIN locations l ON l.group_id = c.group_id AND l.id = c.location_id
            WHERE l.name = 'Berlin Mitte' AND c.name = 'Kaffee & Tee'`,
      )
    )[0]?.id;
    const [room] = await queryRows<{ id: number }>(t.database.db, sql`SELECT id FROM resources WHERE kind = 'room' ORDER BY id LIMIT 1`);
    const before = [await count('bookings'), await count('booking_details'), await count('booking_catering')];
    const forum = (overrides: Record<string, unknown>) => bookableBody(id('Forum'), { title: 'Fest', ...overrides });
    const cases: Array<[Record<string, unknown>, Record<string, string[]>]> = [
      [bookableBody(999999), { resource_id: ['This does not exist in your group.'] }],
      [bookableBody(id('Schließfach 4')), { resource_id: ['This does not exist in your group.'] }],
      [bookableBody(room?.id ?? 0), { resource_id: ['This does not exist in your group.'] }],
      [
        bookableBody(id('Schließfach 1'), { start: '2027-01-04T09:00', end: '2027-01-04T10:00' }),
        { start: ['Past days cannot be booked.'] },
      ],
      [
        bookableBody(id('Schließfach 1'), { start: '2027-01-05T07:00', end: '2027-01-05T08:00' }),
        { start: ['This time is already over.'] },
      ],
      [
        bookableBody(id('Schließfach 1'), { start: '2027-02-05T09:00', end: '2027-02-05T10:00' }),
        { start: ['At most 30 days in advance.'] },
      ],
      [
        bookableBody(id('Poolauto B-DF 26'), { start: '2027-01-06T09:00', end: '2027-01-20T09:01' }),
        { end: ['At most 14 days in a row.'] },
      ],
      [bookableBody(id('Schließfach 1'), { end: '2027-01-06T08:00' }), { end: ['The end must be after the start.'] }],
      [
        bookableBody(id('Schließfach 1'), { start: '9999-12-31T09:00', end: '9999-12-31T10:00' }),
        { start: ['At most 30 days in advance.'] },
      ],
      [bookableBody(id('Schließfach 1'), { start: '2027-01-06 09:00' }), { start: ['Please enter a date and time.'] }],
      [forum({ title: '' }), { title: ['Required.'] }],
      [forum({ attendee_count: 81 }), { attendee_count: ['There is room for at most 80 people.'] }],
      [forum({ layout: 'banquet' }), { layout: ['That layout is not offered here.'] }],
      [forum({ equipment: ['whiteboard'] }), { equipment: ['That equipment is not offered here.'] }],
      [
        forum({ catering: [{ item_id: coffee, quantity: 2, serve_minute: 11 * 60 + 30 }] }),
        { 'catering.0.serve_minute': ['The serving time must be between the start and the end of the booking.'] },
      ],
      [
        bookableBody(id('Beamer mobil'), { catering: [{ item_id: coffee, quantity: 2, serve_minute: 600 }] }),
        { catering: ['No catering can be ordered for this.'] },
      ],
      [
        forum({ title: '', attendee_count: 90, layout: 'banquet' }),
        {
          title: ['Required.'],
          attendee_count: ['There is room for at most 80 people.'],
          layout: ['That layout is not offered here.'],
        },
      ],
    ];
    for (const [body, errors] of cases) {
      const response = await english.post('/api/v2/bookable_bookings', body);
      expect([response.statusCode, response.json().errors], JSON.stringify(body)).toEqual([422, errors]);
    }
    expect([await count('bookings'), await count('booking_details'), await count('booking_catering')]).toEqual(before);
    await t.database.db.execute(sql`UPDATE resources SET active = true WHERE id = ${id('Schließfach 4')}`);
  });

  it('refuses a wall-clock time the clocks skip, naming the bound', async () => {
    await t.database.db.execute(sql`UPDATE groups SET max_advance_days = 365 WHERE id = ${t.demoGroupId}`);
    const response = await booker.post(
      '/api/v2/bookable_bookings',
      bookableBody(id('Schließfach 3'), { start: '2027-03-28T02:30', end: '2027-03-28T04:00' }),
    );
    expect([response.statusCode, response.json().errors]).toEqual([
      422,
      { start: ['Diese Uhrzeit gibt es am 2027-03-28 nicht (Umstellung auf Sommerzeit).'] },
    ]);
    await t.database.db.execute(sql`UPDATE groups SET max_advance_days = 30 WHERE id = ${t.demoGroupId}`);
  });

  it('keeps another group out: nothing listed, nothing bookable, nothing to cancel', async () => {
    const listed = await stranger.getAs('/api/v2/bookables/resources?day=2027-01-12', bookableResourcesResponseSchema);
    expect(listed).toEqual({ resources: [], locations: [], categories: [] });
    expect(await stranger.getAs('/api/v2/bookables', bookablesResponseSchema)).toEqual({ bookings: [], requests: [] });
    const before = await count('bookings');
    const booking = await stranger.post('/api/v2/bookable_bookings', bookableBody(id('Schließfach 1')));
    expect([booking.statusCode, Object.keys(booking.json().errors)]).toEqual([422, ['resource_id']]);
    const request = (await booker.getAs('/api/v2/bookables', bookablesResponseSchema)).requests[0]?.id;
    expect((await stranger.request('DELETE', `/api/v2/bookable_bookings/${request}`)).statusCode).toBe(404);
    expect(await count('bookings')).toBe(before);
    expect((await booker.getAs('/api/v2/bookables', bookablesResponseSchema)).requests[0]?.status).toBe('waiting');
  });
});
