import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitlistOfferSchema } from '../../src/contract/lottery';
import { messagesResponseSchema } from '../../src/contract/messages';
import { queryRows } from '../../src/server/db/client';
import { lotteryHistory } from '../../src/server/features/lottery/repository';
import { expireWaitlistOffers } from '../../src/server/jobs/expire-offers';
import { ApiClient } from '../support/api-client';
import { DATABASE_KINDS } from '../support/databases';
import { createGroupWithUser } from '../support/groups';
import { DEMO, startTestApp, type TestApp } from '../support/test-app';
import { createUsersWithTokens } from '../support/users';
import { mailsTo } from '../support/outbox';

const [demo] = DEMO.users;
const OTHER = { name: 'Andere AG', code: 'ANDERE-OFFER', email: 'bea@andere-offer.test', password: 'Andere!Pass1' };
const DAY = '2027-01-07';
const LOTTERY = { allocation_mode: 'algorithm', lottery_cutoff_minute: 18 * 60, fairness_window_weeks: 4, no_shows_count: true };

describe.each(DATABASE_KINDS)('timed offers from the waiting list on %s', (kind) => {
  // The app's clock stands at Tuesday 5 January 2027, 09:30 in Berlin; requests for Thursday 7 January close on
  // Wednesday at 18:00. Offers are held for 30 minutes (the default); the test moves the clock to let one run out.
  let now = new Date('2027-01-05T08:30:00Z');
  let t: TestApp;
  let admin: ApiClient;
  let people: ApiClient[];
  let ids: number[];
  let bystander: ApiClient;
  let stranger: ApiClient;
  let lastDesk: number;
  let slotId: number;
  // Who won the draw, and the waiting list in its order (set by the draw below).
  let winner: ApiClient;
  let waiting: ApiClient[];

  const client = (token: string) => {
    const c = new ApiClient(t.app);
    c.token = token;
    return c;
  };
  const idOf = (c: ApiClient) => ids[people.indexOf(c)] ?? -1;
  const statusOf = async (c: ApiClient) => (await c.get('/api/v2/ego')).json().lottery_run_status;
  const newestMessage = async (c: ApiClient) => (await c.getAs('/api/v2/messages', messagesResponseSchema)).messages[0];
  const offerRows = async () =>
    queryRows<{ user_id: number; status: string; expires_at: string; hold: string }>(
      t.database.db,
      sql`SELECT o.user_id, o.status, to_char(o.expires_at AT TIME ZONE 'UTC', 'HH24:MI') AS expires_at, b.status AS hold
            FROM waitlist_offers o JOIN bookings b ON b.group_id = o.group_id AND b.id = o.booking_id
           WHERE o.group_id = ${t.demoGroupId} ORDER BY o.id`,
    );
  const counts = async () =>
    (
      await queryRows<{ offers: number; bookings: number; groups: number }>(
        t.database.db,
        sql`SELECT (SELECT count(*)::int FROM waitlist_offers) AS offers, (SELECT count(*)::int FROM bookings) AS bookings,
                   (SELECT waitlist_offer_minutes FROM groups WHERE id = ${t.demoGroupId}) AS groups`,
      )
    )[0];

  beforeAll(async () => {
    t = await startTestApp(kind, { TICKER_INTERVAL_MS: '3600000' }, { clock: { now: () => now } });
    admin = new ApiClient(t.app);
    await admin.login(demo.email, DEMO.password);
    const users = await createUsersWithTokens(t.database, t.demoGroupId, 5, 'angebot');
    people = users.slice(0, 4).map((u) => client(u.token));
    ids = users.slice(0, 4).map((u) => u.id);
    bystander = client(users[4]?.token ?? '');
    await createGroupWithUser(t.database, OTHER);
    stranger = new ApiClient(t.app);
    await stranger.login(OTHER.email, OTHER.password);
    // One desk left in the whole group: B1-01.
    const [desk] = await queryRows<{ id: number }>(t.database.db, sql`SELECT min(id)::int AS id FROM resources WHERE kind = 'desk'`);
    lastDesk = desk?.id ?? -1;
    await t.database.db.execute(sql`UPDATE resources SET active = (id = ${lastDesk}) WHERE kind = 'desk'`);
    slotId = (await admin.get('/api/v2/ego')).json().group.slots[0].id;
  });
  afterAll(() => t.close());

  it('refuses bad offer minutes with 422 and the field message in the reader’s language, changing nothing', async () => {
    const before = await counts();
    for (const bad of [-1, 1441, 2.5, 'dreißig']) {
      const refused = await admin.put('/api/v2/admin/group/lottery', { ...LOTTERY, waitlist_offer_minutes: bad });
      expect([bad, refused.statusCode]).toEqual([bad, 422]);
    }
    const german = await admin.put('/api/v2/admin/group/lottery', { ...LOTTERY, waitlist_offer_minutes: 1441 });
    expect(german.json().errors).toEqual({ waitlist_offer_minutes: ['Bitte 0 bis 1440 Minuten angeben.'] });
    admin.language = 'en';
    const english = await admin.put('/api/v2/admin/group/lottery', { ...LOTTERY, waitlist_offer_minutes: -5 });
    expect(english.json().errors).toEqual({ waitlist_offer_minutes: ['Please enter 0 to 1440 minutes.'] });
    admin.language = 'de';
    expect((await people[0]?.put('/api/v2/admin/group/lottery', { ...LOTTERY, waitlist_offer_minutes: 5 }))?.statusCode).toBe(403);
    expect(await counts()).toEqual(before);
    expect(before?.groups).toBe(30);
    const saved = await admin.put('/api/v2/admin/group/lottery', { ...LOTTERY, waitlist_offer_minutes: 30 });
    expect([saved.statusCode, saved.json().waitlist_offer_minutes, saved.json().allocation_mode]).toEqual([200, 30, 'algorithm']);
  });

  it('draws one desk among four; the three others are on the waiting list and told a freed desk is offered', async () => {
    for (const c of people) expect((await c.post('/api/v2/desk_requests', { days: [DAY] })).statusCode).toBe(201);
    expect((await admin.post('/api/v2/admin/lottery/run', { day: DAY })).json()).toEqual({ ran: true, winners: 1, waitlist: 3 });
    const statuses = await Promise.all(people.map(statusOf));
    winner = people[statuses.findIndex((s) => s.status === 'won')] as ApiClient;
    waiting = [1, 2, 3].map((position) => people[statuses.findIndex((s) => s.waitlist_position === position)] as ApiClient);
    expect(waiting.every((c) => c !== undefined)).toBe(true);
    const lost = await newestMessage(waiting[0] as ApiClient);
    expect(lost?.text).toBe(
      'Für 07.01.2027, 08:00–18:00 gab es mehr Anfragen als freie Schreibtische. Du stehst auf Platz 1 der Warteliste; wird ein Schreibtisch frei, wird er dir 30 Minuten lang angeboten. Beim nächsten Mal sind deine Chancen höher.',
    );
  });

  it('when the winner cancels, the desk is offered to the first on the waiting list with a 30-minute hold; the others move up', async () => {
    const [first, second, third] = waiting as [ApiClient, ApiClient, ApiClient];
    const booking = (await winner.get('/api/v2/bookings')).json().bookings[0];
    expect((await winner.request('DELETE', `/api/v2/bookings/${booking.id}`)).statusCode).toBe(204);

    expect(await offerRows()).toEqual([{ user_id: idOf(first), status: 'open', expires_at: '09:00', hold: 'offered' }]);
    const message = await newestMessage(first);
    expect(message?.type).toBe('WaitlistOfferNotification');
    expect(message?.title).toBe('Angebot: B1-01 ist frei geworden');
    expect(message?.text).toContain('ist bis 10:00 Uhr für dich reserviert: 07.01.2027, 08:00–18:00.');
    expect(message?.path).toBe(`/lottery/offers/${message?.offer_id}`);
    expect(message?.offer_id).toEqual(expect.any(Number));
    const mail = (await mailsTo(t.database.db, `angebot-${people.indexOf(first)}@deskfair.test`)).at(-1);
    expect(mail?.subject).toBe('Angebot: B1-01 ist frei geworden');
    // The mail ends with the link to the offer's page, where one tap accepts it.
    expect(mail?.body.endsWith(`\n\n${t.config.publicUrl}/#/lottery/offers/${message?.offer_id}`)).toBe(true);

    expect(await statusOf(first)).toMatchObject({
      status: 'lost',
      reason: 'offered',
      waitlist_position: null,
      booking_status: 'offered',
      message: 'Angebot: B1-01 ist für dich frei geworden – bitte annehmen oder ablehnen.',
    });
    expect([(await statusOf(second)).waitlist_position, (await statusOf(third)).waitlist_position]).toEqual([1, 2]);
    const offer = await first.getAs(`/api/v2/lottery/offers/${message?.offer_id}`, waitlistOfferSchema);
    expect(offer).toMatchObject({
      status: 'open',
      resource_kind: 'desk',
      day: DAY,
      label: 'B1-01',
      start_at: '2027-01-07T07:00:00.000Z',
      end_at: '2027-01-07T17:00:00.000Z',
      expires_at: '2027-01-05T09:00:00.000Z',
      message: 'Schreibtisch B1-01 ist am 07.01.2027 für dich frei geworden und bis 10:00 Uhr für dich reserviert.',
      booking_id: null,
    });
    // The offer is not the user's booking yet: not listed, not cancellable as one.
    expect((await first.get('/api/v2/bookings')).json().bookings).toEqual([]);
  });

  it('nobody else can book the held desk meanwhile (409), and the offered person holds no second desk then', async () => {
    const taken = await bystander.post('/api/v2/bookings', { desk_id: lastDesk, days: [DAY], slot_id: slotId });
    expect([taken.statusCode, taken.json().message]).toEqual([409, 'Dieser Schreibtisch ist zu dieser Zeit schon gebucht.']);
    // Many at once fare no better: the exclusion constraint covers the hold.
    const crowd = (await createUsersWithTokens(t.database, t.demoGroupId, 30, 'ansturm')).map((u) => client(u.token));
    const answers = await Promise.all(crowd.map((c) => c.post('/api/v2/bookings', { desk_id: lastDesk, days: [DAY], slot_id: slotId })));
    expect(answers.map((a) => a.statusCode)).toEqual(crowd.map(() => 409));
    const [hold] = await queryRows<{ id: number }>(t.database.db, sql`SELECT id::int FROM bookings WHERE status = 'offered'`);
    expect((await waiting[0]?.request('DELETE', `/api/v2/bookings/${hold?.id}`))?.statusCode).toBe(404);
    // The database itself refuses a second holder of the desk, whatever the code path.
    await expect(
      t.database.db.execute(sql`
        INSERT INTO bookings (group_id, user_id, resource_id, resource_kind, day, start_at, end_at, status)
        VALUES (${t.demoGroupId}, ${idOf(winner)}, ${lastDesk}, 'desk', ${DAY}, '2027-01-07T10:00:00Z', '2027-01-07T11:00:00Z', 'booked')`),
    ).rejects.toThrow();
  });

  it('only the offered person sees and answers the offer: another user or group gets 404, bad ids 422', async () => {
    const id = (await newestMessage(waiting[0] as ApiClient))?.offer_id;
    for (const other of [waiting[1], bystander, stranger] as ApiClient[]) {
      expect((await other.get(`/api/v2/lottery/offers/${id}`)).statusCode).toBe(404);
      const refused = await other.post(`/api/v2/lottery/offers/${id}/accept`);
      expect([refused.statusCode, refused.json().message]).toEqual([404, 'Angebot nicht gefunden.']);
      expect((await other.post(`/api/v2/lottery/offers/${id}/decline`)).statusCode).toBe(404);
    }
    for (const bad of ['abc', '0', '-1', '99999999999']) {
      expect((await waiting[0]?.post(`/api/v2/lottery/offers/${bad}/accept`))?.statusCode).toBe(422);
    }
    expect(await offerRows()).toEqual([{ user_id: idOf(waiting[0] as ApiClient), status: 'open', expires_at: '09:00', hold: 'offered' }]);
  });

  it('declining passes the desk to the next on the waiting list; the decliner cannot answer again', async () => {
    const [first, second, third] = waiting as [ApiClient, ApiClient, ApiClient];
    const id = (await newestMessage(first))?.offer_id;
    const declined = await first.post(`/api/v2/lottery/offers/${id}/decline`);
    expect([declined.statusCode, declined.json().status, declined.json().message]).toEqual([
      200,
      'declined',
      'Abgelehnt: Schreibtisch B1-01 ging an die nächste Person auf der Warteliste.',
    ]);
    expect(await offerRows()).toEqual([
      { user_id: idOf(first), status: 'declined', expires_at: '09:00', hold: 'declined' },
      { user_id: idOf(second), status: 'open', expires_at: '09:00', hold: 'offered' },
    ]);
    expect(await statusOf(first)).toMatchObject({ status: 'withdrawn', reason: 'offer_declined', message: 'Angebot abgelehnt.' });
    expect(await statusOf(third)).toMatchObject({ status: 'lost', waitlist_position: 1 });
    const again = await first.post(`/api/v2/lottery/offers/${id}/accept`);
    expect([again.statusCode, again.json().message]).toEqual([409, 'Auf dieses Angebot wurde schon geantwortet.']);
    // The history's message no longer offers buttons for it.
    expect(
      (await first.getAs('/api/v2/messages', messagesResponseSchema)).messages.find((m) => m.type === 'WaitlistOfferNotification')
        ?.offer_id,
    ).toBeNull();
  });

  it('when the hold runs out, accepting is refused (409) and the ticker job passes the desk on and tells the person', async () => {
    const [, second, third] = waiting as [ApiClient, ApiClient, ApiClient];
    const id = (await newestMessage(second))?.offer_id;
    now = new Date('2027-01-05T09:01:00Z');
    const late = await second.post(`/api/v2/lottery/offers/${id}/accept`);
    expect([late.statusCode, late.json().message]).toEqual([
      409,
      'Das Angebot ist abgelaufen – der Platz ging an die nächste Person auf der Warteliste.',
    ]);
    const runs = [
      await t.database.db.transaction((tx) => expireWaitlistOffers(tx, now)),
      await t.database.db.transaction((tx) => expireWaitlistOffers(tx, now)),
    ];
    expect(runs).toEqual([1, 0]);
    expect((await offerRows()).slice(1)).toEqual([
      { user_id: idOf(second), status: 'expired', expires_at: '09:00', hold: 'declined' },
      { user_id: idOf(third), status: 'open', expires_at: '09:31', hold: 'offered' },
    ]);
    const told = (await second.getAs('/api/v2/messages', messagesResponseSchema)).messages[0];
    expect([told?.type, told?.title]).toEqual(['WaitlistOfferExpiredNotification', 'Angebot abgelaufen: B1-01']);
    expect(await statusOf(second)).toMatchObject({ status: 'withdrawn', reason: 'offer_expired', message: 'Angebot abgelaufen.' });
  });

  it('accepting turns the offer into the won booking (reserved) and the request into won from the waiting list', async () => {
    const third = waiting[2] as ApiClient;
    const id = (await newestMessage(third))?.offer_id;
    const accepted = await third.post(`/api/v2/lottery/offers/${id}/accept`);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ status: 'accepted', message: 'Angenommen: Schreibtisch B1-01 am 07.01.2027 gehört dir.' });
    const bookings = (await third.get('/api/v2/bookings')).json().bookings;
    expect(bookings).toMatchObject([{ id: accepted.json().booking_id, day: DAY, status: 'reserved', desk: { id: lastDesk } }]);
    expect(await statusOf(third)).toMatchObject({
      status: 'won',
      reason: 'won_waitlist',
      message: 'Nachgerückt: B1-01 ist für dich frei geworden.',
      booking_status: 'reserved',
    });
    expect((await third.post(`/api/v2/lottery/offers/${id}/decline`)).statusCode).toBe(409);
    // Accepted offers count as wins; declined and expired ones count neither as a win nor as a loss. Of the draw's four
    // requesters two ended up with the desk (share ½, the two who let the offer pass still counted), so each win
    // counts 4 × (1 − ½) = 2 in the one ledger.
    const history = await lotteryHistory(t.database.db, t.demoGroupId, ids, '2027-01-01', '2027-01-08');
    expect([winner, ...waiting].map((c) => history[idOf(c)] ?? null)).toEqual([
      { wins: 2, losses: 0, noShows: 0 },
      null,
      null,
      { wins: 2, losses: 0, noShows: 0 },
    ]);
  });
  it('a parking space freed after its draw is offered too; accepted, it becomes a booked parking day; offered, it cannot be left', async () => {
    const [dana, karl] = people as [ApiClient, ApiClient];
    await t.database.db.execute(sql`UPDATE resources SET active = (label = 'P1') WHERE group_id = ${t.demoGroupId} AND kind = 'parking'`);
    for (const c of [dana, karl]) expect((await c.post('/api/v2/parking_requests', { days: [DAY] })).statusCode).toBe(201);
    const run = await admin.post('/api/v2/admin/lottery/run', { day: DAY, resource_kind: 'parking' });
    expect(run.json()).toEqual({ ran: true, winners: 1, waitlist: 1 });
    const [won] = await queryRows<{ id: number; user_id: number }>(
      t.database.db,
      sql`SELECT id::int AS id, user_id FROM bookings WHERE resource_kind = 'parking' AND day = ${DAY} AND status = 'booked'`,
    );
    const [parkingWinner, parkingLoser] = won?.user_id === idOf(dana) ? [dana, karl] : [karl, dana];
    expect((await parkingWinner.request('DELETE', `/api/v2/parking_bookings/${won?.id}`)).statusCode).toBe(204);

    const message = await newestMessage(parkingLoser);
    expect([message?.type, message?.title, message?.path]).toEqual([
      'WaitlistOfferNotification',
      'Angebot: Parkplatz P1 ist frei geworden',
      `/lottery/offers/${message?.offer_id}`,
    ]);
    const [request] = await queryRows<{ id: number }>(
      t.database.db,
      sql`SELECT id::int AS id FROM desk_requests WHERE resource_kind = 'parking' AND user_id = ${idOf(parkingLoser)}`,
    );
    expect((await parkingLoser.request('DELETE', `/api/v2/parking_requests/${request?.id}`)).statusCode).toBe(404);
    const accepted = await parkingLoser.post(`/api/v2/lottery/offers/${message?.offer_id}/accept`);
    expect([accepted.statusCode, accepted.json().resource_kind, accepted.json().message]).toEqual([
      200,
      'parking',
      'Angenommen: Parkplatz P1 am 07.01.2027 gehört dir.',
    ]);
    const rows = await queryRows<{ user_id: number; status: string }>(
      t.database.db,
      sql`SELECT user_id, status FROM bookings WHERE resource_kind = 'parking' AND day = ${DAY} ORDER BY id`,
    );
    expect(rows).toEqual([
      { user_id: idOf(parkingWinner), status: 'cancelled' },
      { user_id: idOf(parkingLoser), status: 'booked' },
    ]);
  });
});
