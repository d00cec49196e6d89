// The draw of design.md §6 with issue #17's teams and parking: 10,000 requests over 2,000 desks, a fifth of them in
// teams, and the same people's parking draw, in < 1 s.
import { runLottery, type LotteryInput, type LotteryResult } from '../src/domain/lottery/run-lottery';
import type { LotteryHistory } from '../src/domain/lottery/weights';

const REQUESTS = 10_000;
const DESKS = 2_000;
const AREAS = 40;
const PARKING_SPACES = 400;
/** Team sizes, cycled: 2–5 members (3.5 on average). */
const TEAM_SIZES = [2, 3, 4, 5];
const TEAM_SHARE = 0.2;
const RUNS = 7;

/**
 * A realistic input: desks on a floor plan (a 10 × 5 grid per area), a fifth of the requests in teams; of the
 * others a third prefer a desk, a third an area, a tenth sit near colleagues; everyone has (fractional) history.
 */
export function lotteryInput(seed: number): LotteryInput {
  const perArea = DESKS / AREAS;
  const desks = Array.from({ length: DESKS }, (_, i) => ({
    id: i + 1,
    areaId: (i % AREAS) + 1,
    heldByOwner: i % 10 === 0,
    x: (Math.floor(i / AREAS) % 10) * 10,
    y: Math.floor(Math.floor(i / AREAS) / 10) * 10 + (i % perArea === 0 ? 0.5 : 0),
  }));
  const history: Record<number, LotteryHistory> = {};
  const inTeams = REQUESTS * TEAM_SHARE;
  let team = 0;
  let left = 0;
  const requests = Array.from({ length: REQUESTS }, (_, i) => {
    const userId = i + 1;
    history[userId] = { wins: (i % 7) * 0.75, losses: (i % 5) * 1.25, noShows: i % 13 === 0 ? 1 : 0 };
    if (i < inTeams) {
      if (left === 0) left = TEAM_SIZES[team++ % TEAM_SIZES.length] ?? 2;
      left--;
      return {
        userId,
        preferredDeskIds: [],
        preferredAreaId: team % 3 === 0 ? (team % AREAS) + 1 : null,
        nearUserIds: [],
        teamKey: `team-${team}`,
      };
    }
    return {
      userId,
      preferredDeskIds: i % 3 === 0 ? [(i % DESKS) + 1] : [],
      preferredAreaId: i % 3 === 1 ? (i % AREAS) + 1 : null,
      nearUserIds: i % 10 === 0 && i > 0 ? [i] : [],
    };
  });
  return { seed, requests, desks, history, noShowsCount: true };
}

/** The same people's parking draw: everyone asks, spaces in one area. */
export function parkingInput(seed: number): LotteryInput {
  const desks = lotteryInput(seed);
  const spaces = Array.from({ length: PARKING_SPACES }, (_, i) => ({ id: DESKS + i + 1, areaId: AREAS + 1, heldByOwner: false }));
  const requests = desks.requests.map((r) => ({ userId: r.userId, preferredDeskIds: [], preferredAreaId: null, nearUserIds: [] }));
  return { ...desks, seed: seed + 1, requests, desks: spaces };
}

export interface LotteryBench {
  medianMs: number;
  maxMs: number;
  winners: number;
  waitlist: number;
  /** Teams that got desks; each gets at most its fair share, ceil(size × 1,800 / 10,000) = 1 desk on this day. */
  teamsWon: number;
  mostDesksOfATeam: number;
  parkingWinners: number;
}

/** Times the desk draw and the parking draw together, per run. */
export function benchLottery(): LotteryBench {
  const times: number[] = [];
  let last: LotteryResult = runLottery(lotteryInput(0));
  let lastInput = lotteryInput(0);
  let parking: LotteryResult = runLottery(parkingInput(0));
  for (let run = 1; run <= RUNS; run++) {
    const input = lotteryInput(run);
    const parkingDraw = parkingInput(run);
    const start = performance.now();
    last = runLottery(input);
    parking = runLottery(parkingDraw);
    times.push(performance.now() - start);
    lastInput = input;
  }
  times.sort((a, b) => a - b);
  const { teamsWon, mostDesksOfATeam } = teamPlacement(lastInput, last);
  return {
    medianMs: times[Math.floor(times.length / 2)] ?? NaN,
    maxMs: times[times.length - 1] ?? NaN,
    winners: last.assignments.length,
    waitlist: last.waitlist.length,
    teamsWon,
    mostDesksOfATeam,
    parkingWinners: parking.assignments.length,
  };
}

/** Teams that got desks, and the most desks one team got. */
function teamPlacement(input: LotteryInput, result: LotteryResult) {
  const teamOf = new Map(input.requests.flatMap((r) => (r.teamKey ? [[r.userId, r.teamKey] as const] : [])));
  const desksOf = new Map<string, number>();
  for (const a of result.assignments) {
    const team = teamOf.get(a.userId);
    if (team) desksOf.set(team, (desksOf.get(team) ?? 0) + 1);
  }
  return { teamsWon: desksOf.size, mostDesksOfATeam: Math.max(0, ...desksOf.values()) };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = benchLottery();
  console.info(
    `lottery ${REQUESTS} requests (20 % in teams) over ${DESKS} desks + parking over ${PARKING_SPACES} spaces: median ${result.medianMs.toFixed(1)} ms, max ${result.maxMs.toFixed(1)} ms, ${result.winners} winners, ${result.waitlist} waiting, ${result.teamsWon} teams won (at most ${result.mostDesksOfATeam} desk each), ${result.parkingWinners} parked`,
  );
}
