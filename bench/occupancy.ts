// Occupancy (issue #14): the admin's occupancy statement over a year of about 1 M desk bookings in one group.
import { addDays, localDayOf } from '../src/domain/time/local-day';
import { occupancyQuerySchema } from '../src/contract/occupancy';
import { occupancyReport } from '../src/server/features/occupancy/occupancy-report';
import { presentOccupancy } from '../src/server/features/occupancy/presenter';
import { newRollupProgress, rollUpOccupancy } from '../src/server/jobs/occupancy-rollup';
import type { BenchDatabase } from './env';
import { BULK_GROUP, BULK_ID_OFFSET, seedBase, seedBulkBookings, TIME_ZONE } from './seed';

/** 2,740 desks booked every day of 365 days: 1,000,100 bookings (plus the generator's half-booked day after). */
export const OCCUPANCY_DESKS = 2_740;
export const OCCUPANCY_DAYS = 365;
/** Lottery requests per day (every 5th user), so the demand count has rows to read too. */
const REQUEST_EVERY = 5;

export interface OccupancyFigures {
  bookings: number;
  seedSeconds: number;
  truncated: boolean;
  /** The roll-up job's first run over the seeded year (every day missing), and its batches. */
  rollup: { seconds: number; batches: number };
  year: { p50: number; p99: number; max: number; runs: number };
  month: { p50: number; p99: number; max: number; runs: number };
  /** Check of the answer: the year's bookings as the statement counts them. */
  yearBookings: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

/**
 * Seeds the bulk group (the availability bench's generator) over the past year (the last seeded day is yesterday; the
 * generator's half-booked day after is today), runs the roll-up job once, then times the statement in this process,
 * sequentially.
 */
export async function benchOccupancy(
  db: BenchDatabase,
  options: { desks: number; runs: number; budgetMs: number },
): Promise<OccupancyFigures> {
  const today = localDayOf(new Date(), TIME_ZONE);
  const database = await db.open();
  try {
    const plan = { desks: 0, bulkDesks: options.desks, bulkDays: OCCUPANCY_DAYS, bulkBudgetMs: options.budgetMs, chunkDays: 10, today };
    await seedBase(database, plan);
    console.info(`  seeding ${options.desks} desks × ${OCCUPANCY_DAYS} days of bookings …`);
    // the generator centres its days on plan.today: move that back so the year ends yesterday
    const firstDay = addDays(today, -OCCUPANCY_DAYS);
    const seeded = await seedBulkBookings(database, { ...plan, today: addDays(firstDay, Math.floor(OCCUPANCY_DAYS / 2)) });
    const lastDay = addDays(firstDay, OCCUPANCY_DAYS - 1);
    await database.exec(`
      INSERT INTO desk_requests (group_id, user_id, day, preferred_area_id, status)
      SELECT ${BULK_GROUP}, ${BULK_ID_OFFSET} + u, date '${firstDay}' + k, 101 + u % 10, 'lost'
      FROM generate_series(0, ${OCCUPANCY_DAYS - 1}) k CROSS JOIN generate_series(1, ${options.desks}) u
      WHERE u % ${REQUEST_EVERY} = 0;
      ANALYZE;`);
    console.info(`  seeded ${seeded.bulkBookings.toLocaleString('en')} bookings in ${seeded.seconds.toFixed(1)} s`);
    const rollupBegan = performance.now();
    const { batches } = await database.db.transaction((tx) =>
      rollUpOccupancy(tx, new Date(), { progress: newRollupProgress(database.kind) }),
    );
    const rollup = { seconds: (performance.now() - rollupBegan) / 1000, batches };
    await database.exec('ANALYZE');
    console.info(`  rolled up the ended days in ${rollup.seconds.toFixed(1)} s (${batches} group-day batches)`);

    const time = async (from: string, to: string, runs: number) => {
      const query = occupancyQuerySchema.parse({ from, to });
      const run = async () => presentOccupancy(query, await occupancyReport(database.db, BULK_GROUP, query));
      // Warm-up (JIT, plans, buffers).
      for (let i = 0; i < 3; i++) await run();
      const times: number[] = [];
      let last = await run();
      for (let i = 0; i < runs; i++) {
        const began = performance.now();
        last = await run();
        times.push(performance.now() - began);
      }
      const sorted = times.sort((a, b) => a - b);
      return { p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: sorted.at(-1) ?? Number.NaN, runs, last };
    };
    const year = await time(firstDay, lastDay, options.runs);
    const monthFrom = addDays(firstDay, 150);
    const month = await time(monthFrom, addDays(monthFrom, 29), options.runs);
    return {
      bookings: seeded.bulkBookings,
      seedSeconds: seeded.seconds,
      truncated: seeded.truncated,
      rollup,
      year: { p50: year.p50, p99: year.p99, max: year.max, runs: year.runs },
      month: { p50: month.p50, p99: month.p99, max: month.max, runs: month.runs },
      yearBookings: year.last.totals.bookings,
    };
  } finally {
    await database.close();
  }
}
