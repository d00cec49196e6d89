import { uniformFloat64 } from 'pure-rand/distribution/uniformFloat64';
import { mersenne } from 'pure-rand/generator/mersenne';
import { DeskPool } from './desk-pool';
import { lotteryWeight, type LotteryHistory } from './weights';

export interface LotteryRequest {
  userId: number;
  preferredDeskIds: number[];
  preferredAreaId: number | null;
  /** Colleagues the user is linked with and asked to sit near. */
  nearUserIds: number[];
}

export interface LotteryDesk {
  id: number;
  areaId: number;
  /** A fixed-desk owner's own day: never given away. */
  heldByOwner: boolean;
}

export interface LotteryInput {
  seed: number;
  requests: LotteryRequest[];
  desks: LotteryDesk[];
  history: Record<number, LotteryHistory>;
  noShowsCount: boolean;
}

export type AssignmentReason = 'preference' | 'area' | 'near_colleagues' | 'any';

export interface LotteryResult {
  /** Everyone in drawn order. */
  order: number[];
  assignments: Array<{ userId: number; deskId: number; reason: AssignmentReason }>;
  /** Users without a desk, in drawn order: the waiting list. */
  waitlist: number[];
  weights: Record<number, number>;
}

/**
 * Weighted random order without replacement (Efraimidis–Spirakis: key = ln(u) / w, highest first),
 * then each person in order gets their best free desk: preference, then area, then near colleagues,
 * then any. Pure and deterministic for a seed, so a stored run can be replayed.
 */
export function runLottery(input: LotteryInput): LotteryResult {
  // Mersenne Twister: its seeding spreads even small, neighbouring seeds (xoroshiro's first draws do not).
  const rng = mersenne(input.seed);
  const requests = [...new Map(input.requests.map((r) => [r.userId, r])).values()].sort((a, b) => a.userId - b.userId);
  const weights: Record<number, number> = {};
  const keyed = requests.map((request) => {
    const weight = lotteryWeight(input.history[request.userId], input.noShowsCount);
    weights[request.userId] = weight;
    const u = 1 - uniformFloat64(rng); // (0, 1]
    return { request, key: Math.log(u) / weight };
  });
  keyed.sort((a, b) => b.key - a.key || a.request.userId - b.request.userId);

  const pool = new DeskPool(input.desks);
  const areaOfUser = new Map<number, number>();
  const assignments: LotteryResult['assignments'] = [];
  const waitlist: number[] = [];

  for (const { request } of keyed) {
    const pick = pool.remaining > 0 ? pickDesk(request, pool, areaOfUser) : null;
    if (!pick) {
      waitlist.push(request.userId);
      continue;
    }
    pool.take(pick.desk.id);
    areaOfUser.set(request.userId, pick.desk.areaId);
    assignments.push({ userId: request.userId, deskId: pick.desk.id, reason: pick.reason });
  }
  return { order: keyed.map((k) => k.request.userId), assignments, waitlist, weights };
}

/** The best free desk for a request: a preferred desk, then the preferred area, then near colleagues, then any. */
export function pickDesk(
  request: LotteryRequest,
  pool: DeskPool,
  areaOfUser: ReadonlyMap<number, number>,
): { desk: LotteryDesk; reason: AssignmentReason } | null {
  for (const id of request.preferredDeskIds) {
    const desk = pool.free(id);
    if (desk) return { desk, reason: 'preference' };
  }
  const inArea = request.preferredAreaId === null ? undefined : pool.firstInArea(request.preferredAreaId);
  if (inArea) return { desk: inArea, reason: 'area' };
  for (const colleague of request.nearUserIds) {
    const area = areaOfUser.get(colleague);
    const near = area === undefined ? undefined : pool.firstInArea(area);
    if (near) return { desk: near, reason: 'near_colleagues' };
  }
  const any = pool.first();
  return any ? { desk: any, reason: 'any' } : null;
}
