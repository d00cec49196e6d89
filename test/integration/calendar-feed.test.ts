import { parkingOfferSchema } from '../../src/contract/parking';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookableBookingResponseSchema } from '../../src/contract/bookables';
import { calendarLinkCreatedSchema, calendarLinkStateSchema } from '../../src/contract/calendar-feed';
import { roomBookingResponseSchema } from '../../src/contract/rooms';
import { queryRows } from '../../src/server/db/client';
import { ApiClient } from '../support/api-client';
import { bookableBody, demoBookables } from '../support/bookables';
import { parseFeed } from '../support/calendar-feed';
import { DATABASE_KINDS } from '../support/databases';
import { createGroupWithUser } from '../support/groups';
import { demoRooms, roomBookingBody } from '../support/rooms';
import { DEMO, startTestApp, type TestApp } from '../support/test-app';

const [demo, kollege] = DEMO.users;
const OTHER = { name: 'Andere AG', code: 'ANDERE-1', email: 'bea@andere.test', password: 'Andere!Pass1' };

describe.each(DATABASE_KINDS)('calendar feed on %s', (kind) => {
  // Tuesday 5 January 2027, 09:30 in Berlin (UTC+1): every time below is a literal wall-clock time in Berlin.
  const now = new Date('2027-01-05T08:30:00Z');
  let t: TestApp;
  let dana: ApiClient;
  let karl: ApiClient;
  let bea: ApiClient;
  let slots: Record<string, number>;
  let deskIds: Record<string, number>;
  let roomBookingId = 0;

  const pathOf = (url: string) => new URL(url).pathname;
  const fetchFeed = (url: string) => new ApiClient(t.app).request('GET', pathOf(url));
  const createLink = (client: ApiClient) => client.postAs('/api/v2/settings/calendar_link', {}, calendarLinkCreatedSchema);
  const bookDesk = async (client: ApiClient, label: string, day: string, slot: string) => {
    const response = await client.post('/api/v2/bookings', { desk_id: deskIds[label], days: [day], slot_id: slots[slot] });
    expect(response.statusCode).toBe(201);
    return (response.json() as { results: Array<{ booking: { id: number } }> }).results[0]?.booking.id ?? 0;
  };

  beforeAll(async () => {
    t = await startTestApp(kind, { PUBLIC_URL: 'https://deskfair.example' }, { clock: { now: () => now } });
    dana = new ApiClient(t.app);
    karl = new ApiClient(t.app);
    bea = new ApiClient(t.app);
    await dana.login(demo.email, DEMO.password);
    await karl.login(kollege.email, DEMO.password);
    await createGroupWithUser(t.database, OTHER);
    await bea.login(OTHER.email, OTHER.password);
    const ego = (await dana.get('/api/v2/ego')).json() as { group: { slots: Array<{ name: string; id: number }> } };
    slots = Object.fromEntries(ego.group.slots.map((s) => [s.name, s.id]));
    const available = (await dana.get(`/api/v2/desks/available?day=2027-01-06&slot_id=${slots.full_day}`)).json() as {
      desks: Array<{ id: number; label: string }>;
    };
    deskIds = Object.fromEntries(available.desks.map((d) => [d.label, d.id]));

    // Karl: a desk in the morning, a desk he cancels, a pool car, a parking space, and a meeting of Dana's he accepted.
    await bookDesk(karl, 'B1-02', '2027-01-06', 'morning');
    const cancelled = await bookDesk(karl, 'B1-03', '2027-01-07', 'full_day');
    expect((await karl.request('DELETE', `/api/v2/bookings/${cancelled}`)).statusCode).toBe(204);
    const bookables = await demoBookables(karl);
    await karl.postAs(
      '/api/v2/bookable_bookings',
      bookableBody(bookables['Poolauto B-DF 26']?.id ?? 0, { start: '2027-01-07T09:00', end: '2027-01-07T11:00' }),
      bookableBookingResponseSchema,
    );
    const parking = await karl.getAs('/api/v2/parking?day=2027-01-08', parkingOfferSchema);
    const p1 = parking.spaces.find((space) => space.label === 'P1')?.id ?? 0;
    const parked = await karl.post('/api/v2/parking_bookings', { days: ['2027-01-08'], resource_id: p1 });
    expect(parked.statusCode).toBe(201);
    const karlId = (await karl.get('/api/v2/ego')).json().user.id as number;
    const rooms = await demoRooms(dana);
    const planning = await dana.postAs(
      '/api/v2/room_bookings',
      roomBookingBody(rooms.Spree.id, '2027-01-06', { title: 'Planung', invitee_ids: [karlId] }),
      roomBookingResponseSchema,
    );
    roomBookingId = planning.booking.id;
    expect((await karl.post(`/api/v2/invitations/${planning.booking.invitations[0]?.id}/accept`)).statusCode).toBe(200);
    // Invited but not answered: stays out of Karl's feed.
    await dana.postAs(
      '/api/v2/room_bookings',
      roomBookingBody(rooms.Havel.id, '2027-01-07', { title: 'Vertrieb', invitee_ids: [karlId] }),
      roomBookingResponseSchema,
    );
    // Dana's own desk and a request for the Forum awaiting approval.
    await bookDesk(dana, 'B1-04', '2027-01-06', 'full_day');
    await dana.postAs(
      '/api/v2/bookable_bookings',
      bookableBody(bookables.Forum?.id ?? 0, { start: '2027-01-12T14:00', end: '2027-01-12T18:00', title: 'Sommerfest' }),
      bookableBookingResponseSchema,
    );
  });
  afterAll(() => t.close());

  it('answers 401 to signed-out callers of settings/calendar_link', async () => {
    const stranger = new ApiClient(t.app);
    expect((await stranger.get('/api/v2/settings/calendar_link')).statusCode).toBe(401);
    expect((await stranger.post('/api/v2/settings/calendar_link', {})).statusCode).toBe(401);
    expect((await stranger.request('DELETE', '/api/v2/settings/calendar_link')).statusCode).toBe(401);
  });

  it("shows the user's bookings and accepted meetings in the group's zone, nobody else's, nothing cancelled", async () => {
    expect(await karl.getAs('/api/v2/settings/calendar_link', calendarLinkStateSchema)).toEqual({ active: false, created_at: null });
    const link = await createLink(karl);
    expect(link.https_url).toMatch(/^https:\/\/deskfair\.example\/api\/v2\/calendar\/\d+\.\d+\.[A-Za-z0-9_-]{43}\.ics$/);
    expect(link.webcal_url).toBe(link.https_url.replace('https://', 'webcal://'));
    expect(await karl.getAs('/api/v2/settings/calendar_link', calendarLinkStateSchema)).toEqual({
      active: true,
      created_at: '2027-01-05T08:30:00.000Z',
    });

    const response = await fetchFeed(link.https_url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['cache-control']).toBe('private, no-store');
    const feed = parseFeed(response.body);
    expect(feed.name).toBe('Deskfair');
    expect(feed.vtimezones).toEqual(['Europe/Berlin']);
    expect(feed.events.map(({ uid, ...rest }) => ({ ...rest, uid: uid.replace(/-\d+@/, '-N@') }))).toEqual([
      {
        uid: `booking-${t.demoGroupId}-N@deskfair`,
        sequence: 0,
        status: 'CONFIRMED',
        summary: 'Schreibtisch B1-02 (Vormittag)',
        location: 'Berlin Mitte, Etage 1',
        start: '2027-01-06T08:00:00',
        end: '2027-01-06T13:00:00',
        startTzid: 'Europe/Berlin',
      },
      {
        uid: `booking-${t.demoGroupId}-N@deskfair`,
        sequence: 0,
        status: 'CONFIRMED',
        summary: 'Konferenzraum Spree: Planung',
        location: 'Berlin Mitte, Etage 1',
        start: '2027-01-06T10:00:00',
        end: '2027-01-06T11:00:00',
        startTzid: 'Europe/Berlin',
      },
      {
        uid: `booking-${t.demoGroupId}-N@deskfair`,
        sequence: 0,
        status: 'CONFIRMED',
        summary: 'Poolauto B-DF 26',
        location: 'Berlin Mitte, Etage 1',
        start: '2027-01-07T09:00:00',
        end: '2027-01-07T11:00:00',
        startTzid: 'Europe/Berlin',
      },
      {
        uid: `booking-${t.demoGroupId}-N@deskfair`,
        sequence: 0,
        status: 'CONFIRMED',
        summary: 'Parkplatz P1',
        location: 'Berlin Mitte, Tiefgarage',
        start: '2027-01-08T08:00:00',
        end: '2027-01-08T18:00:00',
        startTzid: 'Europe/Berlin',
      },
    ]);
    expect(feed.events[1]?.uid).toBe(`booking-${t.demoGroupId}-${roomBookingId}@deskfair`);
  });

  it('marks a request awaiting approval as tentative', async () => {
    const link = await createLink(dana);
    const feed = parseFeed((await fetchFeed(link.https_url)).body);
    expect(feed.events.map((e) => [e.summary, e.status, e.start])).toEqual([
      ['Schreibtisch B1-04 (Ganzer Tag)', 'CONFIRMED', '2027-01-06T08:00:00'],
      ['Konferenzraum Spree: Planung', 'CONFIRMED', '2027-01-06T10:00:00'],
      ['Konferenzraum Havel: Vertrieb', 'CONFIRMED', '2027-01-07T10:00:00'],
      ['Forum: Sommerfest (angefragt)', 'TENTATIVE', '2027-01-12T14:00:00'],
    ]);
  });

  it('keeps each UID across fetches and after the booking changes', async () => {
    const link = await createLink(karl);
    const before = parseFeed((await fetchFeed(link.https_url)).body).events;
    const again = parseFeed((await fetchFeed(link.https_url)).body).events;
    expect(again.map((e) => e.uid)).toEqual(before.map((e) => e.uid));
    const rooms = await demoRooms(dana);
    const moved = await dana.request(
      'PUT',
      `/api/v2/room_bookings/${roomBookingId}`,
      roomBookingBody(rooms.Spree.id, '2027-01-06', { title: 'Planung', start_minute: 720, end_minute: 780 }),
    );
    expect(moved.statusCode).toBe(200);
    const after = parseFeed((await fetchFeed(link.https_url)).body).events;
    const meeting = after.find((e) => e.uid === `booking-${t.demoGroupId}-${roomBookingId}@deskfair`);
    expect(meeting).toMatchObject({ summary: 'Konferenzraum Spree: Planung', start: '2027-01-06T12:00:00', sequence: 1 });
    expect(after.map((e) => e.uid).sort()).toEqual(before.map((e) => e.uid).sort());
  });

  it('writes the summaries in the user language', async () => {
    expect((await karl.request('PUT', '/api/v2/settings', { language: 'en' })).statusCode).toBe(200);
    const link = await createLink(karl);
    const feed = parseFeed((await fetchFeed(link.https_url)).body);
    expect(feed.events.map((e) => e.summary)).toEqual([
      'Desk B1-02 (Morning)',
      'Conference room Spree: Planung',
      'Poolauto B-DF 26',
      'Parking space P1',
    ]);
    expect((await karl.request('PUT', '/api/v2/settings', { language: 'de' })).statusCode).toBe(200);
  });

  it('renewing stops the old URL at once; switching off stops the new one', async () => {
    const first = await createLink(karl);
    const second = await createLink(karl);
    expect(second.https_url).not.toBe(first.https_url);
    const old = await fetchFeed(first.https_url);
    expect(old.statusCode).toBe(404);
    expect((await fetchFeed(second.https_url)).statusCode).toBe(200);
    expect((await karl.request('DELETE', '/api/v2/settings/calendar_link')).statusCode).toBe(204);
    const off = await fetchFeed(second.https_url);
    expect(off.statusCode).toBe(404);
    // Renewed, switched off and never issued look the same.
    expect(off.json()).toEqual(old.json());
    expect(await karl.getAs('/api/v2/settings/calendar_link', calendarLinkStateSchema)).toEqual({ active: false, created_at: null });
  });

  it('stores only the hash of the token', async () => {
    const link = await createLink(karl);
    const secret = /\.([A-Za-z0-9_-]{43})\.ics$/.exec(link.https_url)?.[1] ?? '';
    const rows = await queryRows<Record<string, unknown>>(t.database.db, sql`SELECT * FROM calendar_links`);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(JSON.stringify(row)).not.toContain(secret);
    expect(rows.some((row) => /^[0-9a-f]{64}$/.test(String(row.token_hash)))).toBe(true);
  });

  it("another group's token pattern reads nothing", async () => {
    const karlLink = await createLink(karl);
    const beaLink = await createLink(bea);
    const karlSecret = /\.([A-Za-z0-9_-]{43})\.ics$/.exec(karlLink.https_url)?.[1] ?? '';
    const [beaGroup, beaUser] = (/\/(\d+)\.(\d+)\.[^/]+\.ics$/.exec(beaLink.https_url) ?? []).slice(1);
    const [karlGroup, karlUser] = (/\/(\d+)\.(\d+)\.[^/]+\.ics$/.exec(karlLink.https_url) ?? []).slice(1);
    // Karl's secret under Bea's group or user id, and Bea's ids with Karl's secret: all 404.
    for (const file of [
      `${beaGroup}.${beaUser}.${karlSecret}`,
      `${beaGroup}.${karlUser}.${karlSecret}`,
      `${karlGroup}.${beaUser}.${karlSecret}`,
    ])
      expect((await new ApiClient(t.app).request('GET', `/api/v2/calendar/${file}.ics`)).statusCode).toBe(404);
    for (const file of ['x.ics', `${karlGroup}.${karlUser}.${karlSecret}`, '..ics'])
      expect((await new ApiClient(t.app).request('GET', `/api/v2/calendar/${file}`)).statusCode).toBe(404);
    // Bea's own feed has none of the demo group's bookings.
    expect(parseFeed((await fetchFeed(beaLink.https_url)).body).events).toEqual([]);
  });
});
