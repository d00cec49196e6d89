import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingsResponseSchema, daysResponseSchema } from '../../src/contract/bookings';
import { groupSchema } from '../../src/contract/group';
import { parkingBookingResponseSchema, parkingOfferSchema } from '../../src/contract/parking';
import { queryRows } from '../../src/server/db/client';
import { groups } from '../../src/server/db/schema';
import { ApiClient } from '../support/api-client';
import { DATABASE_KINDS } from '../support/databases';
import { createGroupWithUser } from '../support/groups';
import { DEMO, startTestApp, type TestApp } from '../support/test-app';

const [demo, kollege] = DEMO.users;
const OTHER = { name: 'Andere AG', code: 'ANDERE-1', email: 'bea@andere.test', password: 'Andere!Pass1' };

describe.each(DATABASE_KINDS)('parking by day on %s', (kind) => {
  // The app's clock stands at Tuesday 5 January 2027, 09:30 in Berlin: every day below is a literal.
  const now = new Date('2027-01-05T08:30:00Z');
  let t: TestApp;
  let dana: ApiClient;
  let karl: ApiClient;
  let stranger: ApiClient;
  let spaceIds: Record<string, number>;
  const space = (label: string) => spaceIds[label] ?? 0;

  const offer = (client: ApiClient, day: string) => client.getAs(`/api/v2/parking?day=${day}`, parkingOfferSchema);
  const states = async (client: ApiClient, day: string) =>
    Object.fromEntries((await offer(client, day)).spaces.filter((s) => s.location.name === 'Berlin Mitte').map((s) => [s.label, s.state]));
  const parkingRows = async () =>
    queryRows<{ n: number }>(t.database.db, sql`SELECT count(*)::int AS n FROM bookings WHERE resource_kind = 'parking'`);

  beforeAll(async () => {
    t = await startTestApp(kind, {}, { clock: { now: () => now } });
    dana = new ApiClient(t.app);
    karl = new ApiClient(t.app);
    stranger = new ApiClient(t.app);
    await dana.login(demo.email, DEMO.password);
    await karl.login(kollege.email, DEMO.password);
    await createGroupWithUser(t.database, OTHER);
    await stranger.login(OTHER.email, OTHER.password);
    const all = await offer(dana, '2027-01-06');
    spaceIds = Object.fromEntries(all.spaces.map((s) => [s.label, s.id]));
  });
  afterAll(() => t.close());

  it("shows the group's parking spaces, free on an empty day, and its parking link", async () => {
    const all = await offer(dana, '2027-01-06');
    expect(all.spaces.map((s) => [s.label, s.location.name, s.area.name, s.state])).toEqual([
      ['P1', 'Berlin Mitte', 'Tiefgarage', 'free'],
      ['P2', 'Berlin Mitte', 'Tiefgarage', 'free'],
      ['P3', 'Berlin Mitte', 'Tiefgarage', 'free'],
      ['P4', 'Berlin Mitte', 'Tiefgarage', 'free'],
      ['HP-01', 'Hamburg Hafen', 'Parkdeck', 'free'],
      ['HP-02', 'Hamburg Hafen', 'Parkdeck', 'free'],
      ['HP-03', 'Hamburg Hafen', 'Parkdeck', 'free'],
      ['HP-04', 'Hamburg Hafen', 'Parkdeck', 'free'],
    ]);
    expect([all.day, all.link_url, all.my_bookings]).toEqual(['2027-01-06', 'https://parken.deskfair.test/demo', []]);
    expect((await dana.getAs('/api/v2/parking', parkingOfferSchema)).day).toBe('2027-01-05');
  });

  it("books a space for the group's whole working day, first come first served, and shows it as mine", async () => {
    const response = await dana.postAs(
      '/api/v2/parking_bookings',
      { days: ['2027-01-07'], resource_id: space('P2') },
      parkingBookingResponseSchema,
    );
    expect(response.results).toEqual([
      {
        day: '2027-01-07',
        outcome: 'booked',
        booking: {
          id: expect.any(Number),
          day: '2027-01-07',
          start_at: '2027-01-07T07:00:00.000Z',
          end_at: '2027-01-07T17:00:00.000Z',
          status: 'booked',
          space: { id: space('P2'), label: 'P2', location: 'Berlin Mitte' },
        },
      },
    ]);
    expect(await states(dana, '2027-01-07')).toEqual({ P1: 'free', P2: 'mine', P3: 'free', P4: 'free' });
    expect(await states(karl, '2027-01-07')).toEqual({ P1: 'free', P2: 'taken', P3: 'free', P4: 'free' });
    expect((await offer(dana, '2027-01-05')).my_bookings.map((b) => [b.day, b.space.label])).toEqual([['2027-01-07', 'P2']]);
  });

  it('answers a taken space with 409 and its reason, and books another day of the request', async () => {
    const taken = await karl.post('/api/v2/parking_bookings', { days: ['2027-01-07'], resource_id: space('P2') });
    expect([taken.statusCode, taken.json().message]).toEqual([409, 'Dieser Parkplatz ist an diesem Tag schon vergeben.']);
    const partly = await karl.postAs(
      '/api/v2/parking_bookings',
      { days: ['2027-01-08', '2027-01-07'], resource_id: space('P2') },
      parkingBookingResponseSchema,
    );
    expect(partly.results.map((r) => [r.day, r.outcome, r.booking?.space.label ?? null])).toEqual([
      ['2027-01-07', 'space_taken', null],
      ['2027-01-08', 'booked', 'P2'],
    ]);
  });

  it('without a named space books the first free one', async () => {
    const any = await karl.postAs('/api/v2/parking_bookings', { days: ['2027-01-07'] }, parkingBookingResponseSchema);
    expect(any.results.map((r) => [r.day, r.outcome, r.booking?.space.label ?? null])).toEqual([['2027-01-07', 'booked', 'P1']]);
  });

  it('gives a person one parking space per day', async () => {
    const second = await dana.post('/api/v2/parking_bookings', { days: ['2027-01-07'], resource_id: space('P3') });
    expect([second.statusCode, second.json().message]).toEqual([409, 'Du hast zu dieser Zeit schon einen Parkplatz gebucht.']);
    const mixed = await dana.postAs(
      '/api/v2/parking_bookings',
      { days: ['2027-01-07', '2027-01-11'], resource_id: space('P3') },
      parkingBookingResponseSchema,
    );
    expect(mixed.results.map((r) => [r.day, r.outcome])).toEqual([
      ['2027-01-07', 'user_busy'],
      ['2027-01-11', 'booked'],
    ]);
  });

  it('cancels an own parking day; the space is free again; nobody else cancels it', async () => {
    const { results } = await dana.postAs(
      '/api/v2/parking_bookings',
      { days: ['2027-01-12'], resource_id: space('P4') },
      parkingBookingResponseSchema,
    );
    const id = results[0]?.booking?.id ?? 0;
    expect((await karl.request('DELETE', `/api/v2/parking_bookings/${id}`)).statusCode).toBe(404);
    expect((await stranger.request('DELETE', `/api/v2/parking_bookings/${id}`)).statusCode).toBe(403);
    expect((await dana.request('DELETE', `/api/v2/parking_bookings/${id}`)).statusCode).toBe(204);
    expect(await states(karl, '2027-01-12')).toEqual({ P1: 'free', P2: 'free', P3: 'free', P4: 'free' });
    expect((await offer(dana, '2027-01-05')).my_bookings.map((b) => b.day)).toEqual(['2027-01-07', '2027-01-11']);
  });

  it('does not cancel a desk booking through the parking route', async () => {
    const [desk] = await queryRows<{ id: number }>(
      t.database.db,
      sql`SELECT id FROM resources WHERE group_id = ${t.demoGroupId} AND kind = 'desk' AND label = 'B1-01'`,
    );
    const [slot] = await queryRows<{ id: number }>(
      t.database.db,
      sql`SELECT id FROM slots WHERE group_id = ${t.demoGroupId} AND name = 'morning'`,
    );
    const booked = await dana.post('/api/v2/bookings', { desk_id: desk?.id, days: ['2027-01-13'], slot_id: slot?.id });
    expect(booked.statusCode).toBe(201);
    const bookingId = (booked.json() as { results: { booking: { id: number } }[] }).results[0]?.booking.id;
    expect((await dana.request('DELETE', `/api/v2/parking_bookings/${bookingId}`)).statusCode).toBe(404);
  });

  it('keeps parking days out of the desk bookings and booked days', async () => {
    const desks = await dana.getAs('/api/v2/bookings?from=2027-01-05&to=2027-01-31', bookingsResponseSchema);
    expect(desks.bookings.map((b) => [b.day, b.desk.label])).toEqual([['2027-01-13', 'B1-01']]);
    const days = await dana.getAs('/api/v2/days?from=2027-01-05&to=2027-01-31', daysResponseSchema);
    expect(days.days.map((d) => d.day)).toEqual(['2027-01-13']);
  });

  it('refuses bad days with 422 in the caller’s language and books nothing', async () => {
    const before = await parkingRows();
    const past = await dana.post('/api/v2/parking_bookings', { days: ['2027-01-04'] });
    expect([past.statusCode, past.json().errors]).toEqual([422, { days: ['Vergangene Tage können nicht gebucht werden.'] }]);
    const far = await dana.post('/api/v2/parking_bookings', { days: ['2027-02-05'] });
    expect([far.statusCode, far.json().errors]).toEqual([422, { days: ['Höchstens 30 Tage im Voraus.'] }]);
    const bad = await dana.post('/api/v2/parking_bookings', { days: ['2027-02-30'] });
    expect([bad.statusCode, bad.json().errors]).toEqual([422, { 'days.0': ['Ungültiges Datum.'] }]);
    const badQuery = await dana.get('/api/v2/parking?day=morgen');
    expect(badQuery.statusCode).toBe(422);
    dana.language = 'en';
    const pastEn = await dana.post('/api/v2/parking_bookings', { days: ['2027-01-04'] });
    expect([pastEn.statusCode, pastEn.json().errors]).toEqual([422, { days: ['Past days cannot be booked.'] }]);
    dana.language = 'de';
    expect(await parkingRows()).toEqual(before);
  });

  it("keeps another group's parking invisible and unbookable", async () => {
    await t.database.db.update(groups).set({ hasParkefficientLink: true }).where(eq(groups.name, OTHER.name));
    const theirs = await stranger.getAs('/api/v2/parking?day=2027-01-07', parkingOfferSchema);
    expect([theirs.spaces, theirs.my_bookings, theirs.link_url]).toEqual([[], [], null]);
    const foreign = await stranger.post('/api/v2/parking_bookings', { days: ['2027-01-07'], resource_id: space('P3') });
    expect([foreign.statusCode, foreign.json().message]).toEqual([404, 'Parkplatz nicht gefunden.']);
    const none = await stranger.post('/api/v2/parking_bookings', { days: ['2027-01-07'] });
    expect(none.statusCode).toBe(404);
    await t.database.db.update(groups).set({ hasParkefficientLink: false }).where(eq(groups.name, OTHER.name));
  });

  it('answers 403 with the reason when the group has parking off', async () => {
    const off = await stranger.get('/api/v2/parking');
    expect([off.statusCode, off.json().message]).toEqual([403, 'Parken ist für deine Gruppe nicht freigeschaltet.']);
    const book = await stranger.post('/api/v2/parking_bookings', { days: ['2027-01-07'] });
    expect(book.statusCode).toBe(403);
  });

  it('lets only an admin set the parking link, an https address, and shows it in the group', async () => {
    expect((await karl.put('/api/v2/admin/group/parking_link', { parking_link_url: 'https://x.test' })).statusCode).toBe(403);
    const plain = await dana.put('/api/v2/admin/group/parking_link', { parking_link_url: 'http://parken.test' });
    expect([plain.statusCode, plain.json().errors]).toEqual([
      422,
      { parking_link_url: ['Bitte eine vollständige https-Adresse angeben.'] },
    ]);
    const set = await dana.put('/api/v2/admin/group/parking_link', { parking_link_url: 'https://parken.example.com/firma' });
    expect(groupSchema.parse(set.json()).parking_link_url).toBe('https://parken.example.com/firma');
    expect((await offer(karl, '2027-01-06')).link_url).toBe('https://parken.example.com/firma');
    const removed = await dana.put('/api/v2/admin/group/parking_link', { parking_link_url: null });
    expect(groupSchema.parse(removed.json()).parking_link_url).toBeNull();
  });
});
