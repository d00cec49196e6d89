// Lighthouse's CPU slowdown for the host it runs on, so that every run emulates the same mid-tier phone.

/** Lighthouse's default CPU slowdown, set for a host of benchmark index ≈ 1,533 (a high-end desktop). */
export const DEFAULT_CPU_SLOWDOWN = 4;

/**
 * Benchmark index → CPU slowdown, from the Lighthouse team's CPU throttling calculator (linked from Lighthouse's
 * docs/throttling.md, "Calibrating the CPU slowdown"): linear between these points, and past the last one at its
 * slope. Under the first point the host is too slow to emulate that phone at all.
 */
const POINTS = [
  [150, 1],
  [800, 2],
  [1300, 3],
  [1533, 4],
] as const;
const SEGMENTS = [
  [POINTS[0], POINTS[1]],
  [POINTS[1], POINTS[2]],
  [POINTS[2], POINTS[3]],
] as const;
const LAST_SEGMENT = SEGMENTS[2];

/**
 * The CPU slowdown that makes a host of this benchmark index (Lighthouse's `computeBenchmarkIndex`) as fast as the
 * phone the default 4× makes of the host it was set for; null for a host too slow to emulate that phone.
 */
export function cpuSlowdownFor(benchmarkIndex: number): number | null {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex < POINTS[0][0]) return null;
  const [[fromIndex, fromSlowdown], [toIndex, toSlowdown]] =
    SEGMENTS.find(([, [upperIndex]]) => benchmarkIndex < upperIndex) ?? LAST_SEGMENT;
  const slope = (toSlowdown - fromSlowdown) / (toIndex - fromIndex);
  return Math.round((fromSlowdown + (benchmarkIndex - fromIndex) * slope) * 100) / 100;
}
