// The draw of design.md §6: 10,000 requests over 2,000 desks in < 1 s.
import { runLottery, type LotteryInput } from '../src/domain/lottery/run-lottery';
import type { LotteryHistory } from '../src/domain/lottery/weights';

const REQUESTS = 10_000;
const DESKS = 2_000;
const AREAS = 40;
const RUNS = 7;

/** A realistic input: a third prefer a desk, a third an area, a tenth sit near colleagues; everyone has history. */
export function lotteryInput(seed: number): LotteryInput {
  const desks = Array.from({ length: DESKS }, (_, i) => ({ id: i + 1, areaId: (i % AREAS) + 1, heldByOwner: i % 10 === 0 }));
  const history: Record<number, LotteryHistory> = {};
  const requests = Array.from({ length: REQUESTS }, (_, i) => {
    const userId = i + 1;
    history[userId] = { wins: i % 7, losses: i % 5, noShows: i % 13 === 0 ? 1 : 0 };
    return {
      userId,
      preferredDeskIds: i % 3 === 0 ? [(i % DESKS) + 1] : [],
      preferredAreaId: i % 3 === 1 ? (i % AREAS) + 1 : null,
      nearUserIds: i % 10 === 0 && i > 0 ? [i] : [],
    };
  });
  return { seed, requests, desks, history, noShowsCount: true };
}

export function benchLottery(): { medianMs: number; maxMs: number; winners: number; waitlist: number } {
  const times: number[] = [];
  let last = runLottery(lotteryInput(0));
  for (let run = 1; run <= RUNS; run++) {
    const input = lotteryInput(run);
    const start = performance.now();
    last = runLottery(input);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return {
    medianMs: times[Math.floor(times.length / 2)] ?? NaN,
    maxMs: times[times.length - 1] ?? NaN,
    winners: last.assignments.length,
    waitlist: last.waitlist.length,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = benchLottery();
  console.info(
    `lottery ${REQUESTS} requests over ${DESKS} desks: median ${result.medianMs.toFixed(1)} ms, max ${result.maxMs.toFixed(1)} ms, ${result.winners} winners, ${result.waitlist} waiting`,
  );
}
