import type { AssignmentReason, LotteryInput, LotteryResult } from './run-lottery';

/** A run's input and result as the group sees them: people as per-run pseudonyms, desks by id with their labels. */
export interface PublishedDraw {
  requests: Array<{
    pseudonym: number;
    preferred_desk_ids: number[];
    preferred_area_id: number | null;
    near: number[];
    team: number | null;
  }>;
  desks: Array<{ id: number; area_id: number; held_by_owner: boolean; label: string; x: number | null; y: number | null }>;
  history: Array<{ pseudonym: number; wins: number; losses: number; no_shows: number }>;
  no_shows_count: boolean;
  weights: Array<{ pseudonym: number; weight: number }>;
  result: {
    order: number[];
    assignments: Array<{ pseudonym: number; desk_id: number; reason: AssignmentReason }>;
    waitlist: number[];
  };
}

const ascending = (a: number, b: number) => a - b;

/**
 * Pseudonyms 1…n for the run's requesters in ascending user id — the order the draw sorts by and breaks ties by, so
 * the pseudonymised input replays to exactly the same result — then n+1… for anyone else the input names (linked
 * colleagues who did not ask).
 */
export function pseudonymsOf(input: Pick<LotteryInput, 'requests' | 'history'>): Map<number, number> {
  const requesters = [...new Set(input.requests.map((r) => r.userId))].sort(ascending);
  const named = new Set(requesters);
  const others = [
    ...new Set([...input.requests.flatMap((r) => r.nearUserIds), ...Object.keys(input.history).map(Number)].filter((id) => !named.has(id))),
  ].sort(ascending);
  return new Map([...requesters, ...others].map((userId, index) => [userId, index + 1]));
}

/**
 * Team keys are random ids; the publication numbers teams 1…k in the order of their first member's pseudonym. The draw
 * only groups requests by key (it never orders by it), so the numbered keys replay to the same result.
 */
function teamNumbers(requests: LotteryInput['requests'], pseudonym: (userId: number) => number): Map<string, number> {
  const firstMember = new Map<string, number>();
  for (const r of requests) {
    if (!r.teamKey) continue;
    firstMember.set(r.teamKey, Math.min(firstMember.get(r.teamKey) ?? Infinity, pseudonym(r.userId)));
  }
  return new Map([...firstMember.entries()].sort((a, b) => a[1] - b[1]).map(([key], index) => [key, index + 1]));
}

/** The run as published: every user id replaced by its pseudonym, numbers otherwise untouched. */
export function publishDraw(
  input: Omit<LotteryInput, 'seed'>,
  result: LotteryResult,
  labels: ReadonlyMap<number, string>,
): { draw: PublishedDraw; pseudonyms: Map<number, number> } {
  const pseudonyms = pseudonymsOf(input);
  const p = (userId: number | string) => pseudonyms.get(Number(userId)) ?? 0;
  const teams = teamNumbers(input.requests, p);
  const draw: PublishedDraw = {
    requests: input.requests.map((r) => ({
      pseudonym: p(r.userId),
      preferred_desk_ids: r.preferredDeskIds,
      preferred_area_id: r.preferredAreaId,
      near: r.nearUserIds.map(p),
      team: r.teamKey ? (teams.get(r.teamKey) ?? null) : null,
    })),
    desks: input.desks.map((d) => ({
      id: d.id,
      area_id: d.areaId,
      held_by_owner: d.heldByOwner,
      label: labels.get(d.id) ?? '',
      x: d.x ?? null,
      y: d.y ?? null,
    })),
    history: Object.entries(input.history)
      .map(([userId, h]) => ({ pseudonym: p(userId), wins: h.wins, losses: h.losses, no_shows: h.noShows }))
      .sort((a, b) => a.pseudonym - b.pseudonym),
    no_shows_count: input.noShowsCount,
    weights: Object.entries(result.weights)
      .map(([userId, weight]) => ({ pseudonym: p(userId), weight }))
      .sort((a, b) => a.pseudonym - b.pseudonym),
    result: {
      order: result.order.map(p),
      assignments: result.assignments.map((a) => ({ pseudonym: p(a.userId), desk_id: a.deskId, reason: a.reason })),
      waitlist: result.waitlist.map(p),
    },
  };
  return { draw, pseudonyms };
}

/** The draw's input rebuilt from a publication, pseudonyms standing in for users: what a replay runs. */
export function replayInput(draw: PublishedDraw, seed: number): LotteryInput {
  return {
    seed,
    requests: draw.requests.map((r) => ({
      userId: r.pseudonym,
      preferredDeskIds: r.preferred_desk_ids,
      preferredAreaId: r.preferred_area_id,
      nearUserIds: r.near,
      teamKey: r.team === null ? null : `team-${r.team}`,
    })),
    desks: draw.desks.map((d) => ({ id: d.id, areaId: d.area_id, heldByOwner: d.held_by_owner, x: d.x, y: d.y })),
    history: Object.fromEntries(draw.history.map((h) => [h.pseudonym, { wins: h.wins, losses: h.losses, noShows: h.no_shows }])),
    noShowsCount: draw.no_shows_count,
  };
}

/** The published result in the shape runLottery returns, to compare a replay with. */
export const publishedResult = (draw: PublishedDraw): LotteryResult => ({
  order: draw.result.order,
  assignments: draw.result.assignments.map((a) => ({ userId: a.pseudonym, deskId: a.desk_id, reason: a.reason })),
  waitlist: draw.result.waitlist,
  weights: Object.fromEntries(draw.weights.map((w) => [w.pseudonym, w.weight])),
});

/** Same order, same desks for the same people for the same reasons, same waiting list, same weights. */
export function sameResult(a: LotteryResult, b: LotteryResult): boolean {
  const sameList = (x: number[], y: number[]) => x.length === y.length && x.every((v, i) => v === y[i]);
  const weightKeys = (r: LotteryResult) => Object.keys(r.weights).map(Number).sort(ascending);
  return (
    sameList(a.order, b.order) &&
    sameList(a.waitlist, b.waitlist) &&
    a.assignments.length === b.assignments.length &&
    a.assignments.every((x, i) => {
      const y = b.assignments[i];
      return y !== undefined && x.userId === y.userId && x.deskId === y.deskId && x.reason === y.reason;
    }) &&
    sameList(weightKeys(a), weightKeys(b)) &&
    weightKeys(a).every((k) => a.weights[k] === b.weights[k])
  );
}
