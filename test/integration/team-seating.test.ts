import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deskRequestsResponseSchema, runLotteryResponseSchema } from '../../src/contract/lottery';
import { queryRows } from '../../src/server/db/client';
import { lotteryHistory } from '../../src/server/features/lottery/repository';
import { ApiClient } from '../support/api-client';
import { DATABASE_KINDS } from '../support/databases';
import { createGroupWithUser } from '../support/groups';
import { DEMO, startTestApp, type TestApp } from '../support/test-app';
import { createUsersWithTokens } from '../support/users';

const [demo] = DEMO.users;
const OTHER = { name: 'Andere AG', code: 'ANDERE-1', email: 'bea@andere.test', password: 'Andere!Pass1' };
const LOTTERY = { allocation_mode: 'algorithm', lottery_cutoff_minute: 18 * 60, fairness_window_weeks: 4, no_shows_count: true };
const DAY = '2027-01-07';

describe.each(DATABASE_KINDS)('team seating on %s', (kind) => {
  // The app's clock stands at Tuesday 5 January 2027, 09:30 in Berlin: requests for Thursday 7 January close on
  // Wednesday at 18:00. Every day below is a literal.
  const now = new Date('2027-01-05T08:30:00Z');
  let t: TestApp;
  let admin: ApiClient;
  let stranger: ApiClient;
  let strangerId: number;
  const people: Record<'ana' | 'ben' | 'cem' | 'dora', { client: ApiClient; id: number }> = {} as never;
  let area2: number;

  const requestRows = async () =>
    queryRows<{ user_id: number; day: string; status: string; reason: string | null; team: boolean; same_team: boolean }>(
      t.database.db,
      sql`SELECT user_id, day::text AS day, status, reason, team_key IS NOT NULL AS team,
                 team_key = (SELECT team_key FROM desk_requests WHERE group_id = ${t.demoGroupId} AND user_id = ${people.ana.id} LIMIT 1) AS same_team
            FROM desk_requests WHERE group_id = ${t.demoGroupId} ORDER BY user_id, day`,
    );
  const teamMessages = async () =>
    queryRows<{ user_id: number; colleague: string; intervals: number }>(
      t.database.db,
      sql`SELECT user_id, payload->>'colleague' AS colleague, jsonb_array_length(payload->'intervals')::int AS intervals
            FROM messages WHERE group_id = ${t.demoGroupId} AND type = 'TeamRequestNotification' ORDER BY user_id`,
    );

  beforeAll(async () => {
    t = await startTestApp(kind, {}, { clock: { now: () => now } });
    admin = new ApiClient(t.app);
    await admin.login(demo.email, DEMO.password);
    expect((await admin.put('/api/v2/admin/group/lottery', LOTTERY)).statusCode).toBe(200);
    const created = await createUsersWithTokens(t.database, t.demoGroupId, 4, 'team');
    (['ana', 'ben', 'cem', 'dora'] as const).forEach((name, i) => {
      const client = new ApiClient(t.app);
      client.token = created[i]?.token ?? '';
      people[name] = { client, id: created[i]?.id ?? 0 };
    });
    // Ana is linked with Ben (she asked) and Cem (he asked); Dora only asked Ana, who has not answered.
    await t.database.db.execute(sql`
      INSERT INTO links (group_id, requester_id, addressee_id, status, accepted_at) VALUES
        (${t.demoGroupId}, ${people.ana.id}, ${people.ben.id}, 'accepted', now()),
        (${t.demoGroupId}, ${people.cem.id}, ${people.ana.id}, 'accepted', now()),
        (${t.demoGroupId}, ${people.dora.id}, ${people.ana.id}, 'requested', null)`);
    const other = await createGroupWithUser(t.database, OTHER);
    strangerId = other.user.id;
    stranger = new ApiClient(t.app);
    await stranger.login(OTHER.email, OTHER.password);
    // Seven desks: B1-01…B1-04 (Etage 1) and B2-01…B2-03 (Etage 2), where B2-01 and B2-03 stand side by side on the
    // plan and B2-02 is across the room.
    await t.database.db.execute(sql`
      UPDATE resources SET active = label IN ('B1-01', 'B1-02', 'B1-03', 'B1-04', 'B2-01', 'B2-02', 'B2-03')
       WHERE group_id = ${t.demoGroupId} AND kind = 'desk'`);
    await t.database.db.execute(sql`
      UPDATE resources SET plan_x = CASE label WHEN 'B2-01' THEN 10 WHEN 'B2-02' THEN 90 ELSE 14 END,
                           plan_y = CASE label WHEN 'B2-01' THEN 10 WHEN 'B2-02' THEN 80 ELSE 12 END
       WHERE group_id = ${t.demoGroupId} AND label IN ('B2-01', 'B2-02', 'B2-03')`);
    const [area] = await queryRows<{ id: number }>(
      t.database.db,
      sql`SELECT area_id AS id FROM resources WHERE group_id = ${t.demoGroupId} AND label = 'B2-01'`,
    );
    area2 = area?.id ?? 0;
  });
  afterAll(() => t.close());

  it('refuses bad team input with 422 in the reader’s language and stores nothing', async () => {
    const ana = people.ana.client;
    const bad = await ana.post('/api/v2/desk_requests', { days: [DAY], team_user_ids: ['ben'] });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ 'team_user_ids.0': ['Ungültiger Wert.'] });
    const many = await ana.post('/api/v2/desk_requests', { days: [DAY], team_user_ids: [1, 2, 3, 4, 5, 6, 7, 8] });
    expect(many.json().errors.team_user_ids).toEqual(['Höchstens 7 Kolleg:innen auf einmal.']);
    ana.language = 'en';
    const oneDesk = await ana.post('/api/v2/desk_requests', { days: [DAY], team_user_ids: [people.ben.id], preferred_desk_id: 1 });
    expect(oneDesk.statusCode).toBe(422);
    expect(oneDesk.json().errors.preferred_desk_id).toEqual(['A team asks for an area, not for one desk.']);
    ana.language = 'de';
    expect(await requestRows()).toEqual([]);
  });

  it('asks only together with linked colleagues: not an unanswered link, not oneself, not another group’s user (422)', async () => {
    const ana = people.ana.client;
    for (const ids of [[people.dora.id], [people.ana.id], [strangerId], [people.ben.id, 999_999]]) {
      const response = await ana.post('/api/v2/desk_requests', { days: [DAY], team_user_ids: ids });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.team_user_ids).toEqual([
        'Du kannst nur mit Kolleg:innen zusammen anfragen, die mit dir verknüpft sind.',
      ]);
    }
    // The other group's user cannot take Ana along either: she is no colleague of theirs.
    const foreign = await stranger.post('/api/v2/desk_requests', { days: [DAY], team_user_ids: [people.ana.id] });
    expect(foreign.statusCode).toBe(422);
    expect(await requestRows()).toEqual([]);
  });

  it('files a request for each member with one team key; the colleagues are told who asked', async () => {
    const response = await people.ana.client.post('/api/v2/desk_requests', {
      days: [DAY, '2027-01-08'],
      team_user_ids: [people.ben.id, people.cem.id, people.ben.id],
      preferred_area_id: area2,
    });
    expect(response.statusCode).toBe(201);
    const mine = deskRequestsResponseSchema.parse(response.json()).requests;
    expect(mine.map((r) => [r.day, r.status, r.preferred_area_id, typeof r.team_key])).toEqual([
      [DAY, 'waiting', area2, 'string'],
      ['2027-01-08', 'waiting', area2, 'string'],
    ]);
    expect(await requestRows()).toEqual(
      [people.ana.id, people.ben.id, people.cem.id].flatMap((user_id) =>
        [DAY, '2027-01-08'].map((day) => ({ user_id, day, status: 'waiting', reason: null, team: true, same_team: true })),
      ),
    );
    expect(await teamMessages()).toEqual([
      { user_id: people.ben.id, colleague: 'Nutzer 0 team', intervals: 2 },
      { user_id: people.cem.id, colleague: 'Nutzer 0 team', intervals: 2 },
    ]);
    const bens = deskRequestsResponseSchema.parse((await people.ben.client.get('/api/v2/desk_requests')).json()).requests;
    expect(bens.map((r) => [r.day, r.team_key === mine[0]?.team_key])).toEqual([
      [DAY, true],
      ['2027-01-08', true],
    ]);
  });

  it('refuses a team when a colleague already asked for one of the days', async () => {
    const response = await people.cem.client.post('/api/v2/desk_requests', { days: ['2027-01-08'], team_user_ids: [people.ana.id] });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.team_user_ids).toEqual(['Eine Kollegin oder ein Kollege hat für einen dieser Tage schon eine Anfrage.']);
  });

  it('each member withdraws only their own request; another group sees none of them', async () => {
    const cems = deskRequestsResponseSchema.parse((await people.cem.client.get('/api/v2/desk_requests')).json()).requests;
    const cemsDay = cems.find((r) => r.day === DAY);
    expect((await people.ana.client.request('DELETE', `/api/v2/desk_requests/${cemsDay?.id}`)).statusCode).toBe(404);
    expect((await stranger.request('DELETE', `/api/v2/desk_requests/${cemsDay?.id}`)).statusCode).toBe(404);
    expect(deskRequestsResponseSchema.parse((await stranger.get('/api/v2/desk_requests')).json()).requests).toEqual([]);
    expect((await people.cem.client.request('DELETE', `/api/v2/desk_requests/${cemsDay?.id}`)).statusCode).toBe(204);
    const states = (await requestRows()).filter((r) => r.day === DAY).map((r) => [r.user_id, r.status]);
    expect(states).toEqual([
      [people.ana.id, 'waiting'],
      [people.ben.id, 'waiting'],
      [people.cem.id, 'withdrawn'],
    ]);
  });

  it('a real draw seats the team side by side along the floor plan in its area; a single colleague sits elsewhere', async () => {
    expect((await people.dora.client.post('/api/v2/desk_requests', { days: [DAY] })).statusCode).toBe(201);
    const run = await admin.post('/api/v2/admin/lottery/run', { day: DAY });
    expect(runLotteryResponseSchema.parse(run.json())).toEqual({ ran: true, winners: 3, waitlist: 0 });
    const seats = await queryRows<{ user_id: number; label: string; reason: string }>(
      t.database.db,
      sql`SELECT q.user_id, r.label, q.reason FROM desk_requests q
            JOIN bookings b ON b.group_id = q.group_id AND b.id = q.booking_id
            JOIN resources r ON r.group_id = b.group_id AND r.id = b.resource_id
           WHERE q.group_id = ${t.demoGroupId} AND q.day = ${DAY} ORDER BY q.user_id`,
    );
    // B2-01 and B2-03 are neighbours on the plan (B2-02 stands across the room); Dora gets the first free desk.
    const team = seats.filter((s) => s.user_id !== people.dora.id);
    expect(team.map((s) => s.reason)).toEqual(['won_team', 'won_team']);
    expect(team.map((s) => s.label).sort()).toEqual(['B2-01', 'B2-03']);
    expect(seats.find((s) => s.user_id === people.dora.id)).toEqual({ user_id: people.dora.id, label: 'B1-01', reason: 'won_any' });
    const ben = deskRequestsResponseSchema.parse((await people.ben.client.get('/api/v2/desk_requests')).json()).requests;
    expect(ben.find((r) => r.day === DAY)?.message).toMatch(/^Gewonnen: B2-0[13], neben deinem Team\.$/);
    const [stored] = await queryRows<{ teams: number }>(
      t.database.db,
      sql`SELECT count(*) FILTER (WHERE q ? 'teamKey')::int AS teams
            FROM lottery_runs, jsonb_array_elements(input->'requests') q WHERE group_id = ${t.demoGroupId} AND day = ${DAY}`,
    );
    expect(stored?.teams).toBe(2);
  });

  it('keeps one ledger: a lost parking draw moves a person ahead for desks, by a quarter of what a lost desk draw would', async () => {
    // A parking draw on Monday: Ana won, Dora lost (share ½).
    await t.database.db.execute(sql`
      INSERT INTO desk_requests (group_id, user_id, day, status, reason, resource_kind) VALUES
        (${t.demoGroupId}, ${people.ana.id}, '2027-01-04', 'won', 'won_any', 'parking'),
        (${t.demoGroupId}, ${people.dora.id}, '2027-01-04', 'lost', 'lost', 'parking')`);
    const ids = [people.ana.id, people.dora.id];
    const forDesks = await lotteryHistory(t.database.db, t.demoGroupId, ids, '2027-01-04', '2027-01-05', 'desk');
    const forParking = await lotteryHistory(t.database.db, t.demoGroupId, ids, '2027-01-04', '2027-01-05', 'parking');
    expect(forDesks).toEqual({
      [people.ana.id]: { wins: 0.5, losses: 0, noShows: 0 },
      [people.dora.id]: { wins: 0, losses: 0.5, noShows: 0 },
    });
    expect(forParking).toEqual({
      [people.ana.id]: { wins: 2, losses: 0, noShows: 0 },
      [people.dora.id]: { wins: 0, losses: 2, noShows: 0 },
    });
  });
});
