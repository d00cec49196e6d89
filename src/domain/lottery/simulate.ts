import { runLottery } from './run-lottery';
import { ledgerOutcome, type LotteryHistory } from './weights';

export interface SimulationOptions {
  users: number;
  desks: number;
  days: number;
  /** Fairness window in days; history older than this is forgotten. */
  windowDays: number;
  seed: number;
  /** false: every day a plain uniform draw, no memory (the baseline). */
  fair: boolean;
}

/**
 * Who won on each simulated day when all users request every day: rows are days, columns users
 * (1 = desk, 0 = none). For measuring fairness.
 */
export function simulateWins(options: SimulationOptions): number[][] {
  const daily: number[][] = [];
  const outcomes: Array<Map<number, boolean>> = [];
  const desks = Array.from({ length: options.desks }, (_, i) => ({ id: i + 1, areaId: 1, heldByOwner: false }));
  const requests = Array.from({ length: options.users }, (_, i) => ({
    userId: i + 1,
    preferredDeskIds: [],
    preferredAreaId: null,
    nearUserIds: [],
  }));
  for (let day = 0; day < options.days; day++) {
    const history: Record<number, LotteryHistory> = {};
    if (options.fair) {
      for (const outcome of outcomes.slice(-options.windowDays)) {
        for (const [userId, didWin] of outcome) {
          const h = (history[userId] ??= { wins: 0, losses: 0, noShows: 0 });
          if (didWin) h.wins++;
          else h.losses++;
        }
      }
    }
    const result = runLottery({ seed: options.seed * 100_003 + day, requests, desks, history, noShowsCount: true });
    const outcome = new Map<number, boolean>(requests.map((r) => [r.userId, false]));
    for (const a of result.assignments) outcome.set(a.userId, true);
    outcomes.push(outcome);
    daily.push(requests.map((r) => (outcome.get(r.userId) ? 1 : 0)));
  }
  return daily;
}

/** Desk-days per user over the given days. */
export const deskDaysPerUser = (daily: number[][]): number[] =>
  (daily[0] ?? []).map((_, user) => daily.reduce((sum, day) => sum + (day[user] ?? 0), 0));

/** Mean over consecutive blocks of `blockDays` of the standard deviation of desk-days per user in the block. */
export function meanBlockSpread(daily: number[][], blockDays: number): number {
  const spreads: number[] = [];
  for (let start = 0; start + blockDays <= daily.length; start += blockDays) {
    spreads.push(standardDeviation(deskDaysPerUser(daily.slice(start, start + blockDays))));
  }
  return spreads.reduce((a, b) => a + b, 0) / spreads.length;
}

export function standardDeviation(values: number[]): number {
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  return Math.sqrt(values.reduce((a, b) => a + (b - mean) ** 2, 0) / values.length);
}

export interface LedgerSimulationOptions {
  users: number;
  desks: number;
  /** Desks are split into this many areas of consecutive ids. */
  areas: number;
  /** Parking spaces drawn the same days (0: desks only). */
  parking: number;
  days: number;
  windowDays: number;
  seed: number;
  /** Teams formed from the first users, each requesting together every day. */
  teamSizes: number[];
}

export interface LedgerSimulation {
  /** Rows days, columns users: 1 = won a desk. */
  deskDays: number[][];
  /** Rows days, columns users: 1 = won a parking space. */
  parkingDays: number[][];
  /** Teams that were given two or more desks on a day, summed over the days. */
  teamsSeated: number;
  /** Of those, the ones all in one area. */
  teamsInOneArea: number;
}

interface Outcome {
  userId: number;
  kind: 'desk' | 'parking';
  won: boolean;
  share: number;
}

/**
 * Every user asks for a desk (and a parking space, if there are any) every working day; both draws weigh
 * one ledger (`ledgerOutcome` over the window). For measuring fairness across kinds and team seating.
 */
export function simulateLedger(options: LedgerSimulationOptions): LedgerSimulation {
  const perArea = Math.ceil(options.desks / options.areas);
  const desks = Array.from({ length: options.desks }, (_, i) => ({ id: i + 1, areaId: Math.floor(i / perArea) + 1, heldByOwner: false }));
  const spaces = Array.from({ length: options.parking }, (_, i) => ({ id: i + 1, areaId: 1, heldByOwner: false }));
  const teamOf = new Map<number, string>();
  let next = 1;
  options.teamSizes.forEach((size, team) => {
    for (let i = 0; i < size; i++) teamOf.set(next++, `team-${team}`);
  });
  const userIds = Array.from({ length: options.users }, (_, i) => i + 1);
  const request = (userId: number, teamKey: string | null) => ({
    userId,
    preferredDeskIds: [],
    preferredAreaId: null,
    nearUserIds: [],
    teamKey,
  });
  const deskRequests = userIds.map((id) => request(id, teamOf.get(id) ?? null));
  const parkingRequests = userIds.map((id) => request(id, null));
  const ledger: Outcome[][] = [];
  const result: LedgerSimulation = { deskDays: [], parkingDays: [], teamsSeated: 0, teamsInOneArea: 0 };
  const areaOf = new Map(desks.map((d) => [d.id, d.areaId]));

  for (let day = 0; day < options.days; day++) {
    const window = ledger.slice(-options.windowDays).flat();
    const seed = options.seed * 100_003 + day;
    const deskDraw = runLottery({ seed, requests: deskRequests, desks, history: historyFor('desk', window), noShowsCount: true });
    const parkingDraw =
      options.parking > 0
        ? runLottery({
            seed: seed + 50_000,
            requests: parkingRequests,
            desks: spaces,
            history: historyFor('parking', window),
            noShowsCount: true,
          })
        : null;
    const deskWinners = new Set(deskDraw.assignments.map((a) => a.userId));
    const parkingWinners = new Set(parkingDraw?.assignments.map((a) => a.userId) ?? []);
    const outcomes: Outcome[] = userIds.map((userId) => ({
      userId,
      kind: 'desk',
      won: deskWinners.has(userId),
      share: deskWinners.size / userIds.length,
    }));
    if (parkingDraw) {
      const share = parkingWinners.size / userIds.length;
      outcomes.push(...userIds.map((userId) => ({ userId, kind: 'parking' as const, won: parkingWinners.has(userId), share })));
    }
    ledger.push(outcomes);
    result.deskDays.push(userIds.map((id) => (deskWinners.has(id) ? 1 : 0)));
    result.parkingDays.push(userIds.map((id) => (parkingWinners.has(id) ? 1 : 0)));

    const areasOfTeam = new Map<string, Set<number | undefined>>();
    for (const a of deskDraw.assignments) {
      const team = teamOf.get(a.userId);
      if (team) areasOfTeam.set(team, (areasOfTeam.get(team) ?? new Set()).add(areaOf.get(a.deskId)));
    }
    for (const [team, areas] of areasOfTeam) {
      const seated = deskDraw.assignments.filter((a) => teamOf.get(a.userId) === team).length;
      if (seated < 2) continue;
      result.teamsSeated++;
      if (areas.size === 1) result.teamsInOneArea++;
    }
  }
  return result;
}

/** The ledger as one kind's draw reads it (`ledgerOutcome`). */
function historyFor(kind: 'desk' | 'parking', outcomes: Outcome[]): Record<number, LotteryHistory> {
  const history: Record<number, LotteryHistory> = {};
  for (const outcome of outcomes) {
    const h = (history[outcome.userId] ??= { wins: 0, losses: 0, noShows: 0 });
    const entry = ledgerOutcome(outcome.won, outcome.share, outcome.kind === kind);
    h.wins += entry.wins;
    h.losses += entry.losses;
  }
  return history;
}
