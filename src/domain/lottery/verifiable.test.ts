import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { bytesToHex, checkCommitment, drawSeed, hexToBytes, isSeedHex } from './commitment';
import { estimateOdds, oddsDraws } from './odds';
import { publishDraw, publishedResult, pseudonymsOf, replayInput, sameResult } from './publication';
import { runLottery, type LotteryInput } from './run-lottery';

const SEED = '0a1b2c3d' + 'ff'.repeat(28);
const sha256 = (hex: string) => createHash('sha256').update(hexToBytes(hex)).digest('hex');
const request = (userId: number, nearUserIds: number[] = []) => ({ userId, preferredDeskIds: [], preferredAreaId: null, nearUserIds });

describe('drawSeed', () => {
  it('is the first four bytes of the seed, big-endian', () => {
    expect(drawSeed(SEED)).toBe(0x0a1b2c3d);
    expect(drawSeed('ffffffff' + '00'.repeat(28))).toBe(4_294_967_295);
    expect(drawSeed('00'.repeat(32))).toBe(0);
  });

  it('refuses anything but 64 lowercase hex digits', () => {
    expect(() => drawSeed('abc')).toThrow('a seed is 64 hex digits');
    expect(isSeedHex(SEED.toUpperCase())).toBe(false);
    expect(isSeedHex(SEED)).toBe(true);
  });

  it('hex and bytes convert both ways', () => {
    expect(bytesToHex(hexToBytes(SEED))).toBe(SEED);
    expect(Array.from(hexToBytes('00ff10'))).toEqual([0, 255, 16]);
  });
});

describe('checkCommitment', () => {
  const commitment = sha256(SEED);

  it('holds when the seed hashes to the commitment made before the cutoff', () => {
    expect(commitment).toBe('f025e61181fcde18f5a8e88cc79714735bbf059af6d8b2a1c3221fe9a20a5044');
    expect(
      checkCommitment({
        seedDigest: sha256(SEED),
        commitment,
        committedAt: '2026-03-01T08:00:00.000Z',
        cutoffAt: '2026-03-01T17:00:00.000Z',
      }),
    ).toEqual({ seedMatches: true, committedBeforeCutoff: true });
  });

  it('flags another seed, and a commitment made at or after the cutoff', () => {
    const other = 'ff'.repeat(32);
    expect(
      checkCommitment({
        seedDigest: sha256(other),
        commitment,
        committedAt: '2026-03-01T17:00:00.000Z',
        cutoffAt: '2026-03-01T17:00:00.000Z',
      }),
    ).toEqual({ seedMatches: false, committedBeforeCutoff: false });
  });
});

describe('estimateOdds', () => {
  const input = { requests: [1, 2, 3, 4].map((id) => request(id)), desks: [1, 2].map((id) => ({ id, areaId: 1, heldByOwner: false })) };

  it('gives equal people half a chance each for two desks among four', () => {
    const odds = estimateOdds({ ...input, history: {}, noShowsCount: true }, 2000);
    const values = [...odds.values()];
    expect(values.reduce((a, b) => a + b, 0)).toBeCloseTo(2, 10);
    for (const p of values) expect(Math.abs(p - 0.5)).toBeLessThan(0.04);
  });

  it('is deterministic and favours recent losers', () => {
    const history = { 1: { wins: 0, losses: 3, noShows: 0 }, 4: { wins: 3, losses: 0, noShows: 0 } };
    const a = estimateOdds({ ...input, history, noShowsCount: true }, 2000);
    expect(estimateOdds({ ...input, history, noShowsCount: true }, 2000)).toEqual(a);
    expect(a.get(1)).toBeGreaterThan(0.95);
    expect(a.get(4)).toBeLessThan(0.05);
  });

  it('uses 2,000 draws for small runs and fewer for very large ones', () => {
    expect(oddsDraws(30, 10)).toBe(2000);
    expect(oddsDraws(300, 100)).toBe(750);
    expect(oddsDraws(10_000, 2_000)).toBe(25);
    expect(oddsDraws(10_000_000, 0)).toBe(20);
  });
});

describe('publishDraw', () => {
  it('numbers requesters by user id, then the colleagues they named', () => {
    expect([...pseudonymsOf({ requests: [request(40, [7]), request(12, [99])], history: {} })]).toEqual([
      [12, 1],
      [40, 2],
      [7, 3],
      [99, 4],
    ]);
  });

  it('replays a pseudonymised run to the same result, and exposes no user id', () => {
    const input: LotteryInput = {
      seed: drawSeed(SEED),
      requests: [request(501, [777]), request(300, [501]), request(812), request(650)],
      desks: [
        { id: 5, areaId: 1, heldByOwner: false },
        { id: 6, areaId: 2, heldByOwner: false },
        { id: 7, areaId: 2, heldByOwner: true },
      ],
      history: { 300: { wins: 2, losses: 0, noShows: 1 }, 650: { wins: 0, losses: 2, noShows: 0 } },
      noShowsCount: true,
    };
    const result = runLottery(input);
    const { draw } = publishDraw(input, result, new Map([[5, 'A-01']]));
    expect(JSON.stringify(draw)).not.toMatch(/501|300|812|650|777/);
    expect(draw.desks[0]).toEqual({ id: 5, area_id: 1, held_by_owner: false, label: 'A-01', x: null, y: null });
    expect(sameResult(runLottery(replayInput(draw, drawSeed(SEED))), publishedResult(draw))).toBe(true);
    expect(sameResult(runLottery(replayInput(draw, drawSeed(SEED) + 1)), publishedResult(draw))).toBe(false);
  });
});
