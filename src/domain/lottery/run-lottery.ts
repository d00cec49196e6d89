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
  /** Requests of the day sharing a key are one team, drawn and seated as a unit; absent or null: alone. */
  teamKey?: string | null;
}

export interface LotteryDesk {
  id: number;
  areaId: number;
  /** A fixed-desk owner's own day: never given away. */
  heldByOwner: boolean;
  /** Position on the area's floor plan (percent); teams sit along neighbours. Absent without a plan. */
  x?: number | null;
  y?: number | null;
}

export interface LotteryInput {
  seed: number;
  requests: LotteryRequest[];
  desks: LotteryDesk[];
  history: Record<number, LotteryHistory>;
  noShowsCount: boolean;
}

export type AssignmentReason = 'preference' | 'area' | 'near_colleagues' | 'any' | 'team';

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
 *
 * Teams (requests sharing a `teamKey`) are drawn as one unit: its weight is the geometric mean of its
 * members' weights (their mean ledger balance, so one long-time loser cannot carry winners along), its key
 * uses its lowest user id's draw. A drawn team is seated by `DeskPool.takeTeam` (one area, side by side)
 * and gets at most its fair share on a scarce day: ceil(size × desks / requests) seats when desks are fewer
 * than requests; its other members join the waiting list in their drawn order (inside the team: by their
 * own keys, so the members who lost most recently sit first). Without teams the draw is the one it always was.
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
    return { request, weight, u, key: Math.log(u) / weight };
  });
  const units = drawUnits(keyed);

  const pool = new DeskPool(input.desks);
  const desks = pool.remaining;
  const fairShare = (size: number) => (desks >= requests.length ? size : Math.ceil((size * desks) / requests.length));
  const areaOfUser = new Map<number, number>();
  const assignments: LotteryResult['assignments'] = [];
  const waitlist: number[] = [];
  const order: number[] = [];

  for (const members of units) {
    order.push(...members.map((m) => m.userId));
    if (members.length > 1) {
      const first = members[0] as LotteryRequest;
      const seats = pool.takeTeam(fairShare(members.length), first.preferredAreaId);
      members.forEach((member, index) => {
        const seat = seats[index];
        if (!seat) return void waitlist.push(member.userId);
        areaOfUser.set(member.userId, seat.areaId);
        assignments.push({ userId: member.userId, deskId: seat.id, reason: 'team' });
      });
      continue;
    }
    const request = members[0] as LotteryRequest;
    const pick = pool.remaining > 0 ? pickDesk(request, pool, areaOfUser) : null;
    if (!pick) {
      waitlist.push(request.userId);
      continue;
    }
    pool.take(pick.desk.id);
    areaOfUser.set(request.userId, pick.desk.areaId);
    assignments.push({ userId: request.userId, deskId: pick.desk.id, reason: pick.reason });
  }
  return { order, assignments, waitlist, weights };
}

interface Keyed {
  request: LotteryRequest;
  weight: number;
  u: number;
  key: number;
}

/** Singles and teams in drawn order, each a list of requests (a team's members by their own keys). */
function drawUnits(keyed: Keyed[]): LotteryRequest[][] {
  const byKey = (a: { key: number; id: number }, b: { key: number; id: number }) => b.key - a.key || a.id - b.id;
  const teams = new Map<string, Keyed[]>();
  const units: Array<{ key: number; id: number; members: Keyed[] }> = [];
  for (const k of keyed) {
    const teamKey = k.request.teamKey;
    if (teamKey === undefined || teamKey === null) units.push({ key: k.key, id: k.request.userId, members: [k] });
    else {
      const team = teams.get(teamKey);
      if (team) team.push(k);
      else teams.set(teamKey, [k]);
    }
  }
  for (const members of teams.values()) {
    // members arrive in user id order: the first is the lowest id
    const lead = members[0] as Keyed;
    const weight = Math.exp(members.reduce((sum, m) => sum + Math.log(m.weight), 0) / members.length);
    units.push({ key: Math.log(lead.u) / weight, id: lead.request.userId, members });
  }
  units.sort(byKey);
  return units.map((unit) =>
    unit.members
      .map((m) => ({ key: m.key, id: m.request.userId, request: m.request }))
      .sort(byKey)
      .map((m) => m.request),
  );
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
