import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lotteryRunSchema } from '../../src/contract/lottery-runs';
import { drawSeed } from '../../src/domain/lottery/commitment';
import { addDays, localDayOf } from '../../src/domain/time/local-day';
import { queryRows } from '../../src/server/db/client';
import { verifyRun } from '../../src/web/features/lottery-runs/replay';
import { ApiClient } from '../support/api-client';
import { DATABASE_KINDS } from '../support/databases';
import { createGroupWithUser } from '../support/groups';
import { DEMO, startTestApp, type TestApp } from '../support/test-app';
import { createUsersWithTokens } from '../support/users';

const [demo] = DEMO.users;
const LOTTERY = { allocation_mode: 'algorithm', lottery_cutoff_minute: 18 * 60, fairness_window_weeks: 4, no_shows_count: true };
const HEX_64 = /^[0-9a-f]{64}$/;
const sha256 = (hex: string) => createHash('sha256').update(Buffer.from(hex, 'hex')).digest('hex');

describe.each(DATABASE_KINDS)('verifiable lottery draws on %s', (kind) => {
  let t: TestApp;
  let admin: ApiClient;
  let people: ApiClient[];
  let runId: number;
  let commitment: string;
  const today = localDayOf(new Date(), DEMO.timeZone);
  const day = addDays(today, 2);

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = new ApiClient(t.app);
    await admin.login(demo.email, DEMO.password);
    people = (await createUsersWithTokens(t.database, t.demoGroupId, 3, 'fair')).map((u) => {
      const client = new ApiClient(t.app);
      client.token = u.token;
      return client;
    });
    const [desk] = await queryRows<{ id: number }>(t.database.db, sql`SELECT min(id)::int AS id FROM resources WHERE kind = 'desk'`);
    await t.database.db.execute(sql`UPDATE resources SET active = (id = ${desk?.id ?? -1}) WHERE kind = 'desk'`);
    expect((await admin.put('/api/v2/admin/group/lottery', LOTTERY)).statusCode).toBe(200);
  });
  afterAll(() => t.close());

  const requestOf = async (client: ApiClient) => (await client.get('/api/v2/ego')).json().lottery_run_status;

  it('commits to the seed when the first request is made, and shows the commitment, never the seed, before the cutoff', async () => {
    const first = await (people[0] as ApiClient).post('/api/v2/desk_requests', { days: [day] });
    expect(first.statusCode).toBe(201);
    const [request] = first.json().requests;
    expect(request.run_id).toBeNull();
    expect(request.commitment.hash).toMatch(HEX_64);
    expect(new Date(request.commitment.committed_at).getTime()).toBeLessThan(new Date(request.cutoff_at).getTime());
    commitment = request.commitment.hash;

    const [stored] = await queryRows<{ seed: string; commitment: string; n: number }>(
      t.database.db,
      sql`SELECT seed, commitment, (SELECT count(*)::int FROM lottery_commitments) AS n FROM lottery_commitments WHERE day = ${day} AND resource_kind = 'desk'`,
    );
    expect(stored?.n).toBe(1);
    expect(sha256(stored?.seed ?? '')).toBe(commitment);

    // The others request too (one through booking a desk): the same commitment, made once.
    await people[1]?.post('/api/v2/desk_requests', { days: [day] });
    const slot = (await admin.get('/api/v2/ego')).json().group.slots[0].id;
    const [deskRow] = await queryRows<{ id: number }>(t.database.db, sql`SELECT id FROM resources WHERE kind = 'desk' AND active`);
    expect((await people[2]?.post('/api/v2/bookings', { desk_id: deskRow?.id, days: [day], slot_id: slot }))?.statusCode).toBe(201);
    for (const client of people) expect((await requestOf(client)).commitment.hash).toBe(commitment);

    // Nothing a member can read before the draw reveals the seed.
    const reads = await Promise.all([
      people[0]?.get('/api/v2/ego'),
      people[0]?.get('/api/v2/desk_requests'),
      people[0]?.get(`/api/v2/lottery/runs?day=${day}`),
      people[0]?.get('/api/v2/lottery/runs'),
    ]);
    for (const response of reads) {
      expect(response?.statusCode).toBe(200);
      expect(response?.body).not.toContain(stored?.seed);
    }
    expect(reads[2]?.json()).toEqual({ runs: [] });
  });

  it('reading the lottery state of an open day commits its seed too (parking, here)', async () => {
    const later = addDays(today, 4);
    await t.database.db.execute(sql`UPDATE groups SET has_parkefficient_link = true WHERE id = ${t.demoGroupId}`);
    const count = async () =>
      (await queryRows<{ n: number }>(t.database.db, sql`SELECT count(*)::int AS n FROM lottery_commitments WHERE day = ${later}`))[0]?.n;
    expect(await count()).toBe(0);
    const offer = (await people[0]?.get(`/api/v2/parking?day=${later}`))?.json();
    const [row] = await queryRows<{ commitment: string; seed: string }>(
      t.database.db,
      sql`SELECT commitment, seed FROM lottery_commitments WHERE day = ${later} AND resource_kind = 'parking'`,
    );
    expect(await count()).toBe(1);
    expect(offer.lottery).toMatchObject({ open: true, request: null, run_id: null, commitment: { hash: row?.commitment } });
    expect(JSON.stringify(offer)).not.toContain(row?.seed);
    // Read again: the same commitment, not a new one.
    expect((await people[1]?.get(`/api/v2/parking?day=${later}`))?.json().lottery.commitment.hash).toBe(row?.commitment);
    expect(await count()).toBe(1);
  });

  it('the draw uses the committed seed, and publishes it with the pseudonymised input and result', async () => {
    const run = await admin.post('/api/v2/admin/lottery/run', { day });
    expect(run.json()).toEqual({ ran: true, winners: 1, waitlist: 2 });
    const statuses = await Promise.all(people.map(requestOf));
    runId = statuses[0].run_id;
    expect(statuses.map((s) => s.run_id)).toEqual([runId, runId, runId]);

    const [stored] = await queryRows<{ seed: string; run_seed: number }>(
      t.database.db,
      sql`SELECT c.seed, r.seed::float8 AS run_seed FROM lottery_commitments c JOIN lottery_runs r USING (group_id, day, resource_kind) WHERE r.id = ${runId}`,
    );
    expect(stored?.run_seed).toBe(drawSeed(stored?.seed ?? ''));

    for (const [index, client] of people.entries()) {
      const response = await client.get(`/api/v2/lottery/runs/${runId}`);
      expect(response.statusCode).toBe(200);
      const published = lotteryRunSchema.parse(response.json());
      expect(published).toMatchObject({
        id: runId,
        day,
        resource_kind: 'desk',
        verifiable: true,
        commitment,
        seed: stored?.seed,
        commitment_matches: true,
      });
      expect(published.draw.requests.map((r) => r.pseudonym)).toEqual([1, 2, 3]);
      expect(published.draw.desks.map((d) => d.label)).toEqual(['B1-01']);
      // Users were created in order, so their pseudonyms follow it.
      expect(published.you).toBe(index + 1);
      const mine = published.mine;
      expect(mine?.outcome).toBe(statuses[index].status === 'won' ? 'won' : 'lost');
      expect([mine?.weight, mine?.wins, mine?.losses, mine?.no_shows, mine?.requests, mine?.free, mine?.odds_draws]).toEqual([
        1, 0, 0, 0, 3, 1, 2000,
      ]);
      expect(mine?.explanation).toMatch(
        mine?.outcome === 'won'
          ? /^Du wurdest als 1\. von 3 gezogen, und es gab einen freien Platz – so hast du B1-01 bekommen\. Deine Chance vorher lag bei 3\d\s%\.$/
          : /^Du wurdest als [23]\. von 3 gezogen, aber es gab nur einen freien Platz: Platz [12] auf der Warteliste\./,
      );
      // The browser's own check of the same publication.
      expect(await verifyRun(published)).toEqual({ seedMatches: true, committedBeforeCutoff: true, replayMatches: true, ok: true });
    }
  });

  it('more real runs over HTTP replay in the browser module exactly as the server drew them', async () => {
    // Three more desks, and each day a different subset of people asks: five draws with competition and preferences.
    await t.database.db.execute(
      sql`UPDATE resources SET active = true WHERE kind = 'desk' AND id IN (SELECT id FROM resources WHERE kind = 'desk' ORDER BY id LIMIT 4)`,
    );
    const crowd = (await createUsersWithTokens(t.database, t.demoGroupId, 6, 'crowd')).map((u) => {
      const client = new ApiClient(t.app);
      client.token = u.token;
      return client;
    });
    for (let offset = 5; offset < 10; offset++) {
      const drawDay = addDays(today, offset);
      for (const [index, client] of crowd.entries()) {
        if ((index + offset) % 4 === 0) continue;
        expect((await client.post('/api/v2/desk_requests', { days: [drawDay], near_colleagues: index % 2 === 0 })).statusCode).toBe(201);
      }
      expect((await admin.post('/api/v2/admin/lottery/run', { day: drawDay })).json()).toMatchObject({ ran: true, winners: 4 });
      const reader = crowd[1] as ApiClient;
      const [listed] = (await reader.get(`/api/v2/lottery/runs?day=${drawDay}`)).json().runs;
      const published = lotteryRunSchema.parse((await reader.get(`/api/v2/lottery/runs/${listed.id}`)).json());
      expect(published.draw.result.assignments).toHaveLength(4);
      expect(published.commitment_matches).toBe(true);
      expect(await verifyRun(published)).toEqual({ seedMatches: true, committedBeforeCutoff: true, replayMatches: true, ok: true });
    }
  });

  it("lists the day's runs, and each person's last draws with outcome, weight and odds", async () => {
    const ofDay = (await people[0]?.get(`/api/v2/lottery/runs?day=${day}`))?.json().runs;
    expect(ofDay).toHaveLength(1);
    expect(ofDay[0]).toMatchObject({ id: runId, day, resource_kind: 'desk', verifiable: true });
    const odds: number[] = [];
    for (const client of people) {
      const mine = (await client.get('/api/v2/lottery/runs')).json().runs;
      expect(mine).toHaveLength(1);
      expect(mine[0]).toMatchObject({ id: runId, day, mine: { weight: 1 } });
      odds.push(mine[0].mine.odds);
    }
    // One desk among three equal people: about a third each, and exactly one desk in every simulated draw.
    expect(odds.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 10);
    for (const p of odds) expect(Math.abs(p - 1 / 3)).toBeLessThan(0.04);
    // The admin did not take part: the run is open to them, without a pseudonym of their own.
    const seen = (await admin.get(`/api/v2/lottery/runs/${runId}`)).json();
    expect([seen.you, seen.mine]).toEqual([null, null]);
    expect((await admin.get('/api/v2/lottery/runs')).json()).toEqual({ runs: [] });
  });

  it('the lottery messages link to the run page', async () => {
    const messages = (await people[0]?.get('/api/v2/messages'))?.json().messages;
    expect(messages.filter((m: { type: string }) => m.type.startsWith('Lottery')).map((m: { path: string }) => m.path)).toEqual([
      `/lottery/runs/${runId}`,
    ]);
  });

  it('flags a run whose seed no longer matches its commitment', async () => {
    const [before] = await queryRows<{ seed: string }>(t.database.db, sql`SELECT seed FROM lottery_commitments WHERE day = ${day}`);
    await t.database.db.execute(sql`UPDATE lottery_commitments SET seed = ${'ab'.repeat(32)} WHERE day = ${day}`);
    const published = lotteryRunSchema.parse((await people[0]?.get(`/api/v2/lottery/runs/${runId}`))?.json());
    expect([published.verifiable, published.seed, published.commitment_matches]).toEqual([true, 'ab'.repeat(32), false]);
    const verdict = await verifyRun(published);
    expect([verdict?.seedMatches, verdict?.ok]).toEqual([false, false]);
    await t.database.db.execute(sql`UPDATE lottery_commitments SET seed = ${before?.seed ?? ''} WHERE day = ${day}`);
  });

  it('a run from before commitments is published as not verifiable', async () => {
    const old = addDays(today, -3);
    const [row] = await queryRows<{ id: number }>(
      t.database.db,
      sql`INSERT INTO lottery_runs (group_id, day, seed, input, result)
          VALUES (${t.demoGroupId}, ${old}, 42, '{"seed":42,"requests":[],"desks":[],"history":{},"noShowsCount":true}',
                  '{"order":[],"assignments":[],"waitlist":[],"weights":{}}') RETURNING id::int AS id`,
    );
    const published = (await people[0]?.get(`/api/v2/lottery/runs/${row?.id}`))?.json();
    expect(published).toMatchObject({ verifiable: false, commitment: null, committed_at: null, seed: null, commitment_matches: null });
    expect(await verifyRun(published)).toBeNull();
  });

  it("another group's run is not found, and its members see none of ours", async () => {
    const other = await createGroupWithUser(t.database, {
      name: 'Andere AG',
      code: `ANDERE-${kind}`,
      email: `andere-${kind}@example.test`,
      password: DEMO.password,
    });
    const stranger = new ApiClient(t.app);
    expect((await stranger.login(other.user.email, DEMO.password)).statusCode).toBe(200);
    const response = await stranger.get(`/api/v2/lottery/runs/${runId}`);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Die Seite wurde nicht gefunden.');
    expect((await stranger.get(`/api/v2/lottery/runs?day=${day}`)).json()).toEqual({ runs: [] });
  });

  it('refuses bad ids and days with 422 in the reader’s language', async () => {
    const client = people[0] as ApiClient;
    const cases: Array<[string, string, string]> = [
      ['/api/v2/lottery/runs/abc', 'id', 'Ungültiger Wert.'],
      ['/api/v2/lottery/runs/0', 'id', 'Ungültiger Wert.'],
      ['/api/v2/lottery/runs/99999999999', 'id', 'Die Zahl ist zu groß.'],
      ['/api/v2/lottery/runs?day=2026-13-45', 'day', 'Ungültiges Datum.'],
    ];
    for (const [path, field, message] of cases) {
      const response = await client.get(path);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors[field]).toEqual([message]);
    }
    client.language = 'en';
    expect((await client.get('/api/v2/lottery/runs/abc')).json().errors.id).toEqual(['Invalid value.']);
    client.language = 'de';
  });
});
