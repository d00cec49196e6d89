import type { LotteryDesk } from './run-lottery';

const placed = (d: LotteryDesk): d is LotteryDesk & { x: number; y: number } => typeof d.x === 'number' && typeof d.y === 'number';

/**
 * An area's desks in side-by-side order, so that consecutive desks of the chain are neighbours: a
 * nearest-neighbour chain over the floor-plan positions (starting at the leftmost, then topmost desk; ties by
 * id), then the desks without a position in id order. Without a plan that is id order: consecutive desks.
 * O(n²) in the area's desks, built once per area and draw, and only when a team is seated there.
 */
export function seatingChain(desks: readonly LotteryDesk[]): LotteryDesk[] {
  const onPlan = desks.filter(placed).sort((a, b) => a.x - b.x || a.y - b.y || a.id - b.id);
  const offPlan = desks.filter((d) => !placed(d)).sort((a, b) => a.id - b.id);
  const chain: LotteryDesk[] = [];
  const left = onPlan.slice(1);
  let current = onPlan[0];
  while (current) {
    chain.push(current);
    let best = -1;
    let bestDistance = Infinity;
    for (let i = 0; i < left.length; i++) {
      const next = left[i] as LotteryDesk & { x: number; y: number };
      const distance = (next.x - current.x) ** 2 + (next.y - current.y) ** 2;
      if (distance < bestDistance || (distance === bestDistance && next.id < (left[best]?.id ?? Infinity))) {
        best = i;
        bestDistance = distance;
      }
    }
    current = best < 0 ? undefined : left.splice(best, 1)[0];
  }
  return [...chain, ...offPlan];
}
