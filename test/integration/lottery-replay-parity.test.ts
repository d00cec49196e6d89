import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { lotteryRunSchema } from '../../src/contract/lottery-runs';
import { drawSeed } from '../../src/domain/lottery/commitment';
import { runLottery, type LotteryInput } from '../../src/domain/lottery/run-lottery';
import { sha256Hex } from '../../src/server/features/lottery/commitments';
import { presentRun } from '../../src/server/features/lottery/run-presenter';
import { replayDraw, verifyRun } from '../../src/web/features/lottery-runs/replay';

/** A small deterministic generator for the inputs (the seeds themselves are real random bytes). */
function generator(seed: number) {
  let state = seed >>> 0 || 1;
  return (n: number) => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) % n;
  };
}

/**
 * A random group day: 1–40 people with scattered ids, 0–25 desks in 1–4 areas (some on a floor plan), preferences,
 * links, teams of 2–4 and a ledger with fractions.
 */
function randomInput(index: number): Omit<LotteryInput, 'seed'> {
  const pick = generator(index * 7919 + 13);
  // Teams, plan positions and fractions come from their own generator, so the draws above keep their inputs.
  const extra = generator(index * 104_729 + 7);
  const people = Array.from({ length: 1 + pick(40) }, (_, i) => 100 + i * 37 + pick(30));
  const unique = [...new Set(people)];
  const desks = Array.from({ length: pick(26) }, (_, i) => ({
    id: 500 + i * 3,
    areaId: 1 + pick(4),
    heldByOwner: pick(10) === 0,
    ...(extra(2) === 0 ? { x: extra(100), y: extra(100) } : {}),
  }));
  const teamOf = new Map<number, string>();
  for (let start = 0; start < unique.length; start += 2 + extra(3)) {
    if (extra(3) !== 0) continue;
    const key = `${extra(1_000_000).toString(16)}-team-${start}`;
    for (const userId of unique.slice(start, start + 2 + extra(3))) teamOf.set(userId, key);
  }
  return {
    requests: unique.map((userId) => ({
      userId,
      preferredDeskIds: pick(3) === 0 && desks.length > 0 ? [desks[pick(desks.length)]?.id ?? 0] : [],
      preferredAreaId: pick(4) === 0 ? 1 + pick(4) : null,
      // Linked colleagues: some asked too, some did not (they still appear, as pseudonyms after the requesters).
      nearUserIds: pick(3) === 0 ? [unique[pick(unique.length)] ?? 0, 9000 + pick(50)] : [],
      teamKey: teamOf.get(userId) ?? null,
    })),
    desks,
    history: Object.fromEntries(
      unique
        .filter(() => pick(2) === 0)
        .map((userId) => [userId, { wins: pick(5) + extra(1000) / 1000, losses: pick(5) + extra(1000) / 1000, noShows: pick(3) }]),
    ),
    noShowsCount: pick(2) === 0,
  };
}

describe('the browser replay and the server run', () => {
  it('give identical results for 1,000 random seeds', async () => {
    let verified = 0;
    let withTeams = 0;
    for (let i = 0; i < 1000; i++) {
      const seed = randomBytes(32).toString('hex');
      const input: LotteryInput = { ...randomInput(i), seed: drawSeed(seed) };
      // The server's draw, stored as jsonb (a JSON round trip), then published as GET lottery/runs/:id answers it.
      const stored = JSON.parse(JSON.stringify({ input, result: runLottery(input) })) as {
        input: LotteryInput;
        result: ReturnType<typeof runLottery>;
      };
      const published = presentRun({
        run: { groupId: 1, id: i + 1, day: '2026-03-02', resourceKind: 'desk', ranAt: new Date('2026-03-01T17:00:00Z'), ...stored },
        commitment: { seed, commitment: sha256Hex(seed), committedAt: new Date('2026-02-20T09:00:00Z') },
        labels: new Map(input.desks.map((d) => [d.id, `D-${d.id}`])),
        cutoffAt: new Date('2026-03-01T17:00:00Z'),
        userId: 1,
        language: 'de',
      });
      const run = lotteryRunSchema.parse(JSON.parse(JSON.stringify(published)));

      const verdict = await verifyRun(run);
      expect(verdict).toEqual({ seedMatches: true, committedBeforeCutoff: true, replayMatches: true, ok: true });
      // The replay, mapped back from pseudonyms to users, is the server's result itself.
      const userOf = new Map(run.draw.requests.map((r, k) => [r.pseudonym, input.requests[k]?.userId ?? -1]));
      const replayed = replayDraw(run, seed);
      expect(replayed.order.map((p) => userOf.get(p))).toEqual(stored.result.order);
      expect(replayed.assignments.map((a) => [userOf.get(a.userId), a.deskId, a.reason])).toEqual(
        stored.result.assignments.map((a) => [a.userId, a.deskId, a.reason]),
      );
      expect(replayed.waitlist.map((p) => userOf.get(p))).toEqual(stored.result.waitlist);
      verified++;
      if (input.requests.some((r) => r.teamKey)) withTeams++;
    }
    expect(verified).toBe(1000);
    expect(withTeams).toBeGreaterThan(500);
  });

  it('a seed that is not the committed one fails on its hash and its replay', async () => {
    const seed = '5e'.repeat(32);
    const input: LotteryInput = { ...randomInput(3), seed: drawSeed(seed) };
    expect([input.requests.length, input.desks.length]).toEqual([40, 10]);
    const published = presentRun({
      run: {
        groupId: 1,
        id: 1,
        day: '2026-03-02',
        resourceKind: 'desk',
        ranAt: new Date('2026-03-01T17:00:00Z'),
        input,
        result: runLottery(input),
      },
      commitment: { seed, commitment: sha256Hex(seed), committedAt: new Date('2026-03-01T18:00:00Z') },
      labels: new Map(),
      cutoffAt: new Date('2026-03-01T17:00:00Z'),
      userId: 1,
      language: 'de',
    });
    const other = '6e'.repeat(32);
    expect(await verifyRun({ ...published, seed: other })).toEqual({
      seedMatches: false,
      committedBeforeCutoff: false,
      replayMatches: false,
      ok: false,
    });
  });
});
