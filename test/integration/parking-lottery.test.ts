import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deskRequestsResponseSchema, runLotteryResponseSchema } from '../../src/contract/lottery';
import { messagesResponseSchema } from '../../src/contract/messages';
import { parkingOfferSchema, parkingRequestsResponseSchema } from '../../src/contract/parking';
import { queryRows } from '../../src/server/db/client';
import { groups, users } from '../../src/server/db/schema';
import { lotteryHistory } from '../../src/server/features/lottery/repository';
import { runDueLotteries } from '../../src/server/jobs/lottery';
import { ApiClient } from '../support/api-client';
import { DATABASE_KINDS } from '../support/databases';
import { createGroupWithUser } from '../support/groups';
import { DEMO, startTestApp, type TestApp } from '../support/test-app';
import { createUsersWithTokens } from '../support/users';

const [demo, kollege] = DEMO.users;
const OTHER = { name: 'Andere AG', code: 'ANDERE-1', email: 'bea@andere.test', password: 'Andere!Pass1' };
const DAY = '2027-01-07';

describe.each(DATABASE_KINDS)('parking in the lottery on %s', (kind) => {
  // The app's clock stands at Tuesday 5 January 2027, 09:30 in Berlin: requests for Thursday 7 January close on
  // Wednesday at 18:00 (the group's cutoff). Every day below is a literal.
  const now = new Date('2027-01-05T08:30:00Z');
  let t: TestApp;
  let dana: ApiClient;
  let karl: ApiClient;
  let nina: ApiClient;
  let stranger: ApiClient;
  let ids: Record<'dana' | 'karl' | 'nina', number>;

  const offer = (client: ApiClient, day = DAY) => client.getAs(`/api/v2/parking?day=${day}`, parkingOfferSchema);
  const requestState = async (client: ApiClient, day = DAY) => {
    const request = (await offer(client, day)).lottery?.request ?? null;
    return request && [request.status, request.message, request.waitlist_position, request.space_label];
  };
  const parkingRequestRows = async () =>
    queryRows<{ user_id: number; day: string; status: string; reason: string | null }>(
      t.database.db,
      sql`SELECT user_id, day::text AS day, status, reason FROM desk_requests
          WHERE group_id = ${t.demoGroupId} AND resource_kind = 'parking' ORDER BY id`,
    );
  const parkingBookingsOn = async (day: string) =>
    queryRows<{ user_id: number; label: string; status: string; source: string }>(
      t.database.db,
      sql`SELECT b.user_id, r.label, b.status, b.source FROM bookings b JOIN resources r ON r.group_id = b.group_id AND r.id = b.resource_id
          WHERE b.group_id = ${t.demoGroupId} AND b.resource_kind = 'parking' AND b.day = ${day} ORDER BY b.id`,
    );
  const messagesOf = async (userId: number) =>
    queryRows<{ type: string; desk: string; kind: string | null; position: number | null }>(
      t.database.db,
      sql`SELECT type, payload->>'desk' AS desk, payload->>'resource_kind' AS kind, (payload->>'position')::int AS position
          FROM messages WHERE group_id = ${t.demoGroupId} AND user_id = ${userId} ORDER BY id`,
    );

  beforeAll(async () => {
    t = await startTestApp(kind, {}, { clock: { now: () => now } });
    dana = new ApiClient(t.app);
    karl = new ApiClient(t.app);
    nina = new ApiClient(t.app);
    stranger = new ApiClient(t.app);
    await dana.login(demo.email, DEMO.password);
    await karl.login(kollege.email, DEMO.password);
    const [third] = await createUsersWithTokens(t.database, t.demoGroupId, 1, 'park-los');
    nina.token = third?.token ?? '';
    const userId = async (email: string) =>
      (await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]?.id ?? 0;
    ids = { dana: await userId(demo.email), karl: await userId(kollege.email), nina: third?.id ?? 0 };
    // The other group has parking on and draws too, but no spaces of its own.
    const other = await createGroupWithUser(t.database, OTHER);
    await t.database.db
      .update(groups)
      .set({ hasParkefficientLink: true, allocationMode: 'algorithm' })
      .where(eq(groups.id, other.group.id));
    await t.database.db.execute(sql`UPDATE users SET is_admin = true WHERE group_id = ${other.group.id}`);
    await stranger.login(OTHER.email, OTHER.password);
    // One parking space left in the demo group: P1.
    await t.database.db.execute(sql`UPDATE resources SET active = (label = 'P1') WHERE group_id = ${t.demoGroupId} AND kind = 'parking'`);
  });
  afterAll(() => t.close());

  it('in first-come-first-served mode there is no lottery: no state on the page, requests refused with 422', async () => {
    expect((await offer(dana)).lottery).toBeNull();
    const refused = await dana.post('/api/v2/parking_requests', { days: [DAY] });
    expect([refused.statusCode, refused.json().errors]).toEqual([422, { days: ['Diese Gruppe bucht nicht per Verlosung.'] }]);
    expect(await parkingRequestRows()).toEqual([]);
    // Offer minutes 0: a freed space goes to the waiting list at once (timed offers: waitlist-offers.test.ts).
    await t.database.db.update(groups).set({ allocationMode: 'algorithm', waitlistOfferMinutes: 0 }).where(eq(groups.id, t.demoGroupId));
  });

  it('shows the cutoff while requests are open and refuses a direct booking of that day (422), writing nothing', async () => {
    expect((await offer(dana)).lottery).toEqual({
      cutoff_at: '2027-01-06T17:00:00.000Z',
      open: true,
      request: null,
      // The day's draw seed is committed as its lottery state is first read, by the app's clock.
      commitment: { hash: expect.stringMatching(/^[0-9a-f]{64}$/), committed_at: '2027-01-05T08:30:00.000Z' },
      run_id: null,
    });
    const direct = await dana.post('/api/v2/parking_bookings', { days: [DAY] });
    expect([direct.statusCode, direct.json().errors]).toEqual([
      422,
      { days: ['Für diesen Tag werden die Parkplätze verlost: Stelle bis zum Anfrageschluss eine Anfrage.'] },
    ]);
    expect(await parkingBookingsOn(DAY)).toEqual([]);
  });

  it('takes requests for a parking space, shown as requested with the draw time; a second one for the day is refused', async () => {
    for (const client of [dana, karl, nina]) {
      const created = await client.postAs('/api/v2/parking_requests', { days: [DAY] }, parkingRequestsResponseSchema);
      expect(created.requests.map((r) => [r.day, r.status, r.cutoff_at])).toEqual([[DAY, 'waiting', '2027-01-06T17:00:00.000Z']]);
    }
    expect(await requestState(dana)).toEqual(['waiting', 'Angefragt – gelost wird am 6. Jan. 2027, 18:00.', null, null]);
    const twice = await dana.post('/api/v2/parking_requests', { days: [DAY] });
    expect([twice.statusCode, twice.json().errors]).toEqual([422, { days: ['Für diesen Tag gibt es schon eine Anfrage.'] }]);
    expect((await parkingRequestRows()).length).toBe(3);
  });

  it('refuses bad days with 422 in the reader’s language and stores nothing', async () => {
    karl.language = 'en';
    const past = await karl.post('/api/v2/parking_requests', { days: ['2027-01-04'] });
    expect([past.statusCode, past.json().errors]).toEqual([422, { days: ['Past days cannot be booked.'] }]);
    karl.language = 'de';
    const garbage = await karl.post('/api/v2/parking_requests', { days: ['morgen'] });
    expect(garbage.statusCode).toBe(422);
    const empty = await karl.post('/api/v2/parking_requests', {});
    expect([empty.statusCode, empty.json().errors]).toEqual([422, { days: ['Pflichtfeld.'] }]);
    expect((await parkingRequestRows()).length).toBe(3);
  });

  it('demands a subscription for a parking request as for a desk request (403, nothing stored)', async () => {
    await t.database.db.update(groups).set({ subscriptionRequired: true }).where(eq(groups.id, t.demoGroupId));
    const refused = await karl.post('/api/v2/parking_requests', { days: ['2027-01-08'] });
    expect([refused.statusCode, refused.json().message]).toEqual([403, 'Für diesen Tag hast du kein gültiges Abonnement.']);
    await t.database.db.update(groups).set({ subscriptionRequired: false }).where(eq(groups.id, t.demoGroupId));
    expect((await parkingRequestRows()).length).toBe(3);
  });

  it('a withdrawn request leaves the page; it cannot be withdrawn twice, nor through the desk requests', async () => {
    const mine = (await offer(nina)).lottery?.request;
    expect((await nina.request('DELETE', `/api/v2/desk_requests/${mine?.id}`)).statusCode).toBe(404);
    expect((await nina.request('DELETE', `/api/v2/parking_requests/${mine?.id}`)).statusCode).toBe(204);
    expect((await nina.request('DELETE', `/api/v2/parking_requests/${mine?.id}`)).statusCode).toBe(404);
    expect(await requestState(nina)).toBeNull();
  });

  it("another group's admin neither sees, withdraws nor draws the group's requests", async () => {
    const danas = (await offer(dana)).lottery?.request;
    const foreign = await stranger.getAs(`/api/v2/parking?day=${DAY}`, parkingOfferSchema);
    expect([foreign.spaces, foreign.my_bookings, foreign.lottery?.request]).toEqual([[], [], null]);
    expect((await stranger.request('DELETE', `/api/v2/parking_requests/${danas?.id}`)).statusCode).toBe(404);
    expect((await stranger.post('/api/v2/admin/lottery/run', { day: DAY, resource_kind: 'parking' })).statusCode).toBe(200);
    expect(await requestState(dana)).toEqual(['waiting', 'Angefragt – gelost wird am 6. Jan. 2027, 18:00.', null, null]);
  });

  it('keeps desk and parking requests apart: the desk list does not show parking requests', async () => {
    await dana.postAs('/api/v2/desk_requests', { days: [DAY] }, deskRequestsResponseSchema);
    const desks = await dana.getAs('/api/v2/desk_requests', deskRequestsResponseSchema);
    expect(desks.requests.map((r) => [r.day, r.status])).toEqual([[DAY, 'waiting']]);
  });

  it('only an admin draws; the parking draw gives the one space to one, the other waits; desks are not drawn with it', async () => {
    expect((await karl.post('/api/v2/admin/lottery/run', { day: DAY, resource_kind: 'parking' })).statusCode).toBe(403);
    const run = await dana.postAs('/api/v2/admin/lottery/run', { day: DAY, resource_kind: 'parking' }, runLotteryResponseSchema, 200);
    expect(run).toEqual({ ran: true, winners: 1, waitlist: 1 });
    const again = await dana.postAs('/api/v2/admin/lottery/run', { day: DAY, resource_kind: 'parking' }, runLotteryResponseSchema, 200);
    expect(again).toEqual({ ran: false, winners: 0, waitlist: 0 });

    const [booking] = await parkingBookingsOn(DAY);
    const winner = booking?.user_id === ids.dana ? dana : karl;
    const loser = winner === dana ? karl : dana;
    expect(booking).toMatchObject({ label: 'P1', status: 'booked', source: 'lottery' });
    expect(await requestState(winner)).toEqual(['won', 'Gewonnen: Parkplatz P1 gehört dir.', null, 'P1']);
    expect(await requestState(loser)).toEqual([
      'lost',
      'Diesmal kein Parkplatz: Du bist Platz 1 auf der Warteliste. Wird einer frei, bekommst du ihn sofort.',
      1,
      null,
    ]);
    expect((await offer(winner)).my_bookings.map((b) => [b.day, b.space.label])).toEqual([[DAY, 'P1']]);
    expect((await offer(winner)).lottery?.open).toBe(false);
    const winnerId = winner === dana ? ids.dana : ids.karl;
    const loserId = winner === dana ? ids.karl : ids.dana;
    expect(await messagesOf(winnerId)).toEqual([{ type: 'LotteryWonNotification', desk: 'P1', kind: 'parking', position: null }]);
    expect(await messagesOf(loserId)).toEqual([{ type: 'LotteryLostNotification', desk: '', kind: 'parking', position: 1 }]);

    // The desk request of the same day still waits for its own draw, which runs apart.
    const desks = await dana.getAs('/api/v2/desk_requests', deskRequestsResponseSchema);
    expect(desks.requests.map((r) => [r.day, r.status])).toEqual([[DAY, 'waiting']]);
    const runs = await queryRows<{ resource_kind: string }>(
      t.database.db,
      sql`SELECT resource_kind FROM lottery_runs WHERE group_id = ${t.demoGroupId} AND day = ${DAY} ORDER BY id`,
    );
    expect(runs).toEqual([{ resource_kind: 'parking' }]);
    const deskRun = await dana.postAs('/api/v2/admin/lottery/run', { day: DAY }, runLotteryResponseSchema, 200);
    expect(deskRun).toEqual({ ran: true, winners: 1, waitlist: 0 });
    expect((await dana.getAs('/api/v2/desk_requests', deskRequestsResponseSchema)).requests.map((r) => r.status)).toEqual(['won']);
  });

  it('a cancelled parking space goes to the next on the waiting list at once, who is told so', async () => {
    const [booking] = await queryRows<{ id: number; user_id: number }>(
      t.database.db,
      sql`SELECT id::int AS id, user_id FROM bookings WHERE group_id = ${t.demoGroupId} AND resource_kind = 'parking' AND day = ${DAY}`,
    );
    const winner = booking?.user_id === ids.dana ? dana : karl;
    const next = winner === dana ? karl : dana;
    const nextId = winner === dana ? ids.karl : ids.dana;
    expect((await winner.request('DELETE', `/api/v2/parking_bookings/${booking?.id}`)).statusCode).toBe(204);
    expect(await requestState(winner)).toEqual(['withdrawn', 'Du hast den gewonnenen Parkplatz storniert.', null, null]);
    expect(await requestState(next)).toEqual(['won', 'Nachgerückt: Parkplatz P1 gehört dir.', null, 'P1']);
    expect((await parkingBookingsOn(DAY)).map((b) => [b.user_id, b.label, b.status])).toEqual([
      [booking?.user_id, 'P1', 'cancelled'],
      [nextId, 'P1', 'booked'],
    ]);
    const parkingMessages = (await messagesOf(nextId)).filter((m) => m.kind === 'parking');
    expect(parkingMessages.map((m) => [m.type, m.desk])).toEqual([
      ['LotteryLostNotification', ''],
      ['WaitlistPromotedNotification', 'P1'],
    ]);
    const [newest] = (await next.getAs('/api/v2/messages', messagesResponseSchema)).messages;
    expect([newest?.title, newest?.path]).toEqual(['Nachgerückt: Parkplatz P1', '/parkefficient']);
    expect(newest?.text).toMatch(/^Ein Parkplatz ist frei geworden: P1 \(/);
  });

  it('the ticker draws desks and parking of a day in separate runs; the one ledger counts nothing for draws everyone won', async () => {
    const friday = '2027-01-08';
    await karl.postAs('/api/v2/parking_requests', { days: [friday] }, parkingRequestsResponseSchema);
    await karl.postAs('/api/v2/desk_requests', { days: [friday] }, deskRequestsResponseSchema);
    // Thursday 7 January, 18:00 in Berlin: Friday's requests have closed.
    const runs = await t.database.db.transaction((tx) => runDueLotteries(tx, new Date('2027-01-07T17:00:00Z')));
    expect(runs).toBe(2);
    const kinds = await queryRows<{ resource_kind: string; n: number }>(
      t.database.db,
      sql`SELECT resource_kind, count(*)::int AS n FROM lottery_runs WHERE group_id = ${t.demoGroupId} AND day = ${friday}
          GROUP BY resource_kind ORDER BY resource_kind`,
    );
    expect(kinds).toEqual([
      { resource_kind: 'desk', n: 1 },
      { resource_kind: 'parking', n: 1 },
    ]);
    expect((await parkingBookingsOn(friday)).map((b) => [b.user_id, b.label, b.status])).toEqual([[ids.karl, 'P1', 'booked']]);
    // Karl: on Thursday both got the space in the end (one moved up), on Friday he was alone in both draws: every
    // draw's share of winners is 1, so no win costs him anything, for parking nor for desks (ledgerOutcome).
    const parking = await lotteryHistory(t.database.db, t.demoGroupId, [ids.karl], '2027-01-01', '2027-01-31', 'parking');
    const desks = await lotteryHistory(t.database.db, t.demoGroupId, [ids.karl], '2027-01-01', '2027-01-31', 'desk');
    expect(parking).toEqual({ [ids.karl]: { wins: 0, losses: 0, noShows: 0 } });
    expect(desks).toEqual({ [ids.karl]: { wins: 0, losses: 0, noShows: 0 } });
  });
});
