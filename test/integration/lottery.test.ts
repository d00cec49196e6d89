import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runLottery } from '../../src/domain/lottery/run-lottery';
import { addDays, localDayOf } from '../../src/domain/time/local-day';
import { openPostgres, queryRows } from '../../src/server/db/client';
import { lotteryRuns } from '../../src/server/db/schema';
import { findGroup, groupSlots } from '../../src/server/features/groups/repository';
import { lotteryHistory } from '../../src/server/features/lottery/repository';
import { runLotteryForDay } from '../../src/server/features/lottery/run-for-day';
import { runDueLotteries } from '../../src/server/jobs/lottery';
import { ApiClient } from '../support/api-client';
import { DATABASE_KINDS } from '../support/databases';
import { DEMO, startTestApp, type TestApp } from '../support/test-app';
import { createUsersWithTokens } from '../support/users';

const [demo] = DEMO.users;
// Offer minutes 0: a freed desk is booked for the first on the waiting list at once (the behaviour before timed offers).
const LOTTERY = {
  allocation_mode: 'algorithm',
  lottery_cutoff_minute: 18 * 60,
  fairness_window_weeks: 4,
  no_shows_count: true,
  waitlist_offer_minutes: 0,
};

describe.each(DATABASE_KINDS)('lottery mode on %s', (kind) => {
  let t: TestApp;
  let admin: ApiClient;
  let people: ApiClient[];
  let lastDesk: number;
  const today = localDayOf(new Date(), DEMO.timeZone);
  const day = addDays(today, 2);

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = new ApiClient(t.app);
    await admin.login(demo.email, DEMO.password);
    people = (await createUsersWithTokens(t.database, t.demoGroupId, 3, 'los')).map((u) => {
      const client = new ApiClient(t.app);
      client.token = u.token;
      return client;
    });
    // One desk left in the whole group.
    const [desk] = await queryRows<{ id: number }>(t.database.db, sql`SELECT min(id)::int AS id FROM resources WHERE kind = 'desk'`);
    lastDesk = desk?.id ?? -1;
    await t.database.db.execute(sql`UPDATE resources SET active = (id = ${lastDesk}) WHERE kind = 'desk'`);
  });
  afterAll(() => t.close());

  const statusOf = async (client: ApiClient) => (await client.get('/api/v2/ego')).json().lottery_run_status;

  it('only an admin switches the group to lottery mode', async () => {
    expect((await people[0]?.put('/api/v2/admin/group/lottery', LOTTERY))?.statusCode).toBe(403);
    const response = await admin.put('/api/v2/admin/group/lottery', LOTTERY);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      allocation_mode: 'algorithm',
      lottery_cutoff_minute: 1080,
      fairness_window_weeks: 4,
      waitlist_offer_minutes: 0,
    });
  });

  it('booking a day whose draw is ahead files a request that waits for confirmation', async () => {
    for (const client of people) {
      const response = await client.post('/api/v2/bookings', {
        desk_id: lastDesk,
        days: [day],
        slot_id: (await client.get('/api/v2/ego')).json().group.slots[0].id,
      });
      expect(response.statusCode).toBe(201);
      expect(response.json().results).toEqual([{ day, outcome: 'requested', booking: null }]);
    }
    const status = await statusOf(people[0] as ApiClient);
    expect(status).toMatchObject({ day, status: 'waiting', preferred_desk_id: lastDesk });
    expect(status.message).toMatch(/^Wartet auf Bestätigung – die Verlosung ist am /);
    const twice = await people[0]?.post('/api/v2/desk_requests', { days: [day] });
    expect(twice?.json().errors.days).toEqual(['Für diesen Tag gibt es schon eine Anfrage.']);
  });

  it('refuses requests for past days and unknown preferred desks, storing nothing', async () => {
    const past = await people[0]?.post('/api/v2/desk_requests', { days: [addDays(today, -1)] });
    expect(past?.statusCode).toBe(422);
    expect((await people[0]?.post('/api/v2/desk_requests', { days: [addDays(today, 3)], preferred_desk_id: 999_999 }))?.statusCode).toBe(
      404,
    );
    const [count] = await queryRows<{ n: number }>(t.database.db, sql`SELECT count(*)::int AS n FROM desk_requests`);
    expect(count?.n).toBe(3);
  });

  it('the draw gives the one desk to one person; two see they lost and why; it runs once', async () => {
    const run = await admin.post('/api/v2/admin/lottery/run', { day });
    expect(run.json()).toEqual({ ran: true, winners: 1, waitlist: 2 });
    expect((await admin.post('/api/v2/admin/lottery/run', { day })).json()).toMatchObject({ ran: false });

    const statuses = await Promise.all(people.map(statusOf));
    const won = statuses.filter((s) => s.status === 'won');
    const lost = statuses.filter((s) => s.status === 'lost').sort((a, b) => a.waitlist_position - b.waitlist_position);
    expect(won).toHaveLength(1);
    expect(won[0].message).toBe(`Gewonnen: dein Wunschplatz B1-01.`);
    expect(won[0].booking_status).toBe('reserved');
    expect(lost.map((s) => s.booking_status)).toEqual([null, null]);
    expect(lost.map((s) => s.waitlist_position)).toEqual([1, 2]);
    expect(lost[0].message).toBe(
      'Mehr Anfragen als freie Schreibtische: Platz 1 auf der Warteliste. Beim nächsten Mal sind deine Chancen höher.',
    );

    const winner = people[statuses.indexOf(won[0])] as ApiClient;
    const bookings = (await winner.get('/api/v2/bookings')).json().bookings;
    expect(bookings).toMatchObject([{ day, status: 'reserved', desk: { id: lastDesk } }]);
    const messages = await queryRows<{ type: string; n: number }>(
      t.database.db,
      sql`SELECT type, count(*)::int AS n FROM messages WHERE type LIKE 'Lottery%' GROUP BY type ORDER BY type`,
    );
    expect(messages).toEqual([
      { type: 'LotteryLostNotification', n: 2 },
      { type: 'LotteryWonNotification', n: 1 },
    ]);
  });

  it('stores seed and inputs so the run replays to the same result', async () => {
    const [stored] = await t.database.db.select().from(lotteryRuns);
    expect(stored?.input.requests).toHaveLength(3);
    expect(runLottery(stored?.input ?? { seed: 0, requests: [], desks: [], history: {}, noShowsCount: true })).toEqual(stored?.result);
  });

  it('when the winner cancels, the first on the waiting list gets the desk at once and the next moves up', async () => {
    const statuses = await Promise.all(people.map(statusOf));
    const winner = people[statuses.findIndex((s) => s.status === 'won')] as ApiClient;
    const first = people[statuses.findIndex((s) => s.status === 'lost' && s.waitlist_position === 1)] as ApiClient;
    const second = people[statuses.findIndex((s) => s.status === 'lost' && s.waitlist_position === 2)] as ApiClient;
    const booking = (await winner.get('/api/v2/bookings')).json().bookings[0];
    expect((await winner.request('DELETE', `/api/v2/bookings/${booking.id}`)).statusCode).toBe(204);
    expect(await statusOf(first)).toMatchObject({ status: 'won', message: 'Nachgerückt: B1-01 ist für dich frei geworden.' });
    expect((await first.get('/api/v2/bookings')).json().bookings).toMatchObject([{ day, status: 'reserved' }]);
    expect(await statusOf(second)).toMatchObject({ status: 'lost', waitlist_position: 1 });
    expect(await statusOf(winner)).toMatchObject({
      status: 'withdrawn',
      message: 'Gewonnen, dann storniert.',
      booking_status: 'cancelled',
    });
    // The next draw still weighs the cancelled desk as a win, and the promotion as a win too: two of three won,
    // so each win counts 4 × (1 − ⅔) and the loss 4 × ⅔ (one ledger, scaled by scarcity: ledgerOutcome).
    const ids = await Promise.all([winner, first, second].map(async (c) => (await c.get('/api/v2/ego')).json().user.id as number));
    const history = await lotteryHistory(t.database.db, t.demoGroupId, ids, today, addDays(day, 1));
    expect(ids.map((id) => history[id])).toEqual([
      { wins: 1.333, losses: 0, noShows: 0 },
      { wins: 1.333, losses: 0, noShows: 0 },
      { wins: 0, losses: 2.667, noShows: 0 },
    ]);
  });

  it('after the draw the day is first come, first served, and requests are closed', async () => {
    const closed = await people[0]?.post('/api/v2/desk_requests', { days: [day] });
    expect(closed?.json().errors.days).toEqual(['Für diesen Tag ist die Verlosung schon gelaufen – bitte direkt buchen.']);
  });

  it('a crash mid-run leaves no trace: the requests still wait', async () => {
    const crashDay = addDays(today, 3);
    await people[1]?.post('/api/v2/desk_requests', { days: [crashDay] });
    const group = await findGroup(t.database.db, t.demoGroupId);
    const slots = await groupSlots(t.database.db, t.demoGroupId);
    await expect(
      t.database.db.transaction(async (tx) => {
        if (!group) throw new Error('no group');
        await runLotteryForDay(tx, group, slots, crashDay);
        throw new Error('process died');
      }),
    ).rejects.toThrow('process died');
    const [state] = await queryRows<{ runs: number; waiting: number }>(
      t.database.db,
      sql`SELECT (SELECT count(*)::int FROM lottery_runs WHERE day = ${crashDay}) AS runs,
                 (SELECT count(*)::int FROM desk_requests WHERE day = ${crashDay} AND status = 'waiting') AS waiting`,
    );
    expect(state).toEqual({ runs: 0, waiting: 1 });
  });

  it('the ticker job runs a due draw once', async () => {
    const dueDay = addDays(today, 3);
    // Move the cutoff back so the draw for dueDay is due now.
    await t.database.db.execute(sql`UPDATE groups SET lottery_cutoff_minute = 0`);
    const future = new Date(Date.now() + 3 * 86_400_000);
    const [first, again] = [
      await t.database.db.transaction((tx) => runDueLotteries(tx, future)),
      await t.database.db.transaction((tx) => runDueLotteries(tx, future)),
    ];
    expect([first, again]).toEqual([1, 0]);
    const [state] = await queryRows<{ status: string }>(t.database.db, sql`SELECT status FROM desk_requests WHERE day = ${dueDay}`);
    expect(state?.status).toBe('won');
    await t.database.db.execute(sql`UPDATE groups SET lottery_cutoff_minute = 1080`);
  });
});

describe.each(DATABASE_KINDS.filter((k) => k === 'postgres'))('lottery across two processes on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  it('two processes running the due draws at once draw each day once', async () => {
    const day = addDays(localDayOf(new Date(), DEMO.timeZone), 1);
    await t.database.db.execute(sql`UPDATE groups SET allocation_mode = 'algorithm', lottery_cutoff_minute = 0`);
    const users = await createUsersWithTokens(t.database, t.demoGroupId, 40, 'twice');
    for (const u of users) {
      await t.database.db.execute(sql`INSERT INTO desk_requests (group_id, user_id, day) VALUES (${t.demoGroupId}, ${u.id}, ${day})`);
    }
    const second = openPostgres(t.testDb.url ?? '', 2);
    const now = new Date(Date.now() + 86_400_000);
    const runs = await Promise.all([
      t.database.db.transaction((tx) => runDueLotteries(tx, now)),
      second.db.transaction((tx) => runDueLotteries(tx, now)),
    ]);
    await second.close();
    expect(runs.sort()).toEqual([0, 1]);
    const [state] = await queryRows<{ runs: number; won: number; lost: number; bookings: number }>(
      t.database.db,
      sql`SELECT (SELECT count(*)::int FROM lottery_runs) AS runs,
                 (SELECT count(*)::int FROM desk_requests WHERE status = 'won') AS won,
                 (SELECT count(*)::int FROM desk_requests WHERE status = 'lost') AS lost,
                 (SELECT count(*)::int FROM bookings WHERE source = 'lottery') AS bookings`,
    );
    expect(state).toEqual({ runs: 1, won: 36, lost: 4, bookings: 36 });
  });

  it('a booking committed meanwhile on another connection sends its holder to the waiting list; the other keeps the desk', async () => {
    const day = addDays(localDayOf(new Date(), DEMO.timeZone), 2);
    const [early, other] = await createUsersWithTokens(t.database, t.demoGroupId, 2, 'meanwhile');
    if (!early || !other) throw new Error('no users');
    for (const u of [early, other]) {
      await t.database.db.execute(sql`INSERT INTO desk_requests (group_id, user_id, day) VALUES (${t.demoGroupId}, ${u.id}, ${day})`);
    }
    // A desk out of the draw, booked for `early` on another connection that has not committed yet: the draw cannot see it.
    const [desk] = await queryRows<{ id: number }>(t.database.db, sql`SELECT max(id)::int AS id FROM resources WHERE kind = 'desk'`);
    await t.database.db.execute(sql`UPDATE resources SET active = false WHERE id = ${desk?.id}`);
    const outside = openPostgres(t.testDb.url ?? '', 1);
    let commit = () => {};
    const committed = new Promise<void>((resolve) => (commit = resolve));
    let booked = () => {};
    const bookedOutside = new Promise<void>((resolve) => (booked = resolve));
    const outsideBooking = outside.db.transaction(async (tx) => {
      await tx.execute(sql`
        INSERT INTO bookings (group_id, user_id, resource_id, resource_kind, day, start_at, end_at, status)
        VALUES (${t.demoGroupId}, ${early.id}, ${desk?.id}, 'desk', ${day}, (${day}::date)::timestamp AT TIME ZONE 'Europe/Berlin',
                (${day}::date + 1)::timestamp AT TIME ZONE 'Europe/Berlin', 'booked')`);
      booked();
      await committed;
    });
    await bookedOutside;
    const group = await findGroup(t.database.db, t.demoGroupId);
    const slots = await groupSlots(t.database.db, t.demoGroupId);
    if (!group) throw new Error('no group');
    const draw = t.database.db.transaction((tx) => runLotteryForDay(tx, group, slots, day));
    // The draw's INSERT of both winners waits for the other transaction; once it commits, the constraint refuses the batch.
    const deadline = Date.now() + 10_000;
    for (let waiting = 0; waiting === 0;) {
      if (Date.now() > deadline) throw new Error('the draw never waited for the other transaction');
      const [row] = await queryRows<{ n: number }>(
        t.database.db,
        sql`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
      );
      waiting = row?.n ?? 0;
      if (waiting === 0) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    commit();
    await outsideBooking;
    await outside.close();
    expect(await draw).toEqual({ ran: true, winners: 1, waitlist: 1 });
    const decided = await queryRows<{ user_id: number; status: string; position: number | null; booked: boolean }>(
      t.database.db,
      sql`SELECT r.user_id, r.status, r.waitlist_position AS position, b.status = 'reserved' AS booked
            FROM desk_requests r LEFT JOIN bookings b ON b.group_id = r.group_id AND b.id = r.booking_id
           WHERE r.day = ${day} AND r.user_id IN (${early.id}, ${other.id}) ORDER BY r.user_id`,
    );
    expect(decided).toEqual([
      { user_id: early.id, status: 'lost', position: 1, booked: null },
      { user_id: other.id, status: 'won', position: null, booked: true },
    ]);
  });
});
