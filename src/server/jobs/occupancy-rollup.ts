import { sql } from 'drizzle-orm';
import { addDays, localDayOf, type LocalDay } from '../../domain/time/local-day';
import { queryRows, type Database, type Tx } from '../db/client';
import { runExclusively } from './ticker';
import { bookingCounts, countedRequests, type CountScope } from '../features/occupancy/occupancy-report';

/** Ended days re-computed on every run: late changes (a check-in, a release just after midnight) land there. */
export const OCCUPANCY_RECOMPUTED_DAYS = 2;
/**
 * On PGlite, where every request waits for a batch, days per statement (and per transaction, in the ticker) start at
 * one and double while a batch stays under the target, halving when it runs over: the first run over years of a large
 * group's bookings works in pieces of about this long, while a small group's history takes a few batches.
 */
const BATCH_TARGET_MS = 10;
const MAX_BATCH_DAYS = 32;
/** On PostgreSQL a batch holds only its own connection: a fixed size, large enough that statements are few. */
const POSTGRES_BATCH_DAYS = 14;

/** Where a roll-up run stands, carried from batch to batch (and transaction to transaction). */
export interface RollupProgress {
  /** Groups whose days are all done. */
  finished: Set<number>;
  /** Per group, the next day to roll up. */
  next: Map<number, LocalDay>;
  /** Days per batch. */
  days: number;
  /** Whether the batch size follows each batch's time (`nextPace`). */
  paced: boolean;
}

export const newRollupProgress = (kind: Database['kind'] = 'pglite'): RollupProgress =>
  kind === 'pglite'
    ? { finished: new Set(), next: new Map(), days: 1, paced: true }
    : { finished: new Set(), next: new Map(), days: POSTGRES_BATCH_DAYS, paced: false };

export function nextPace(pace: Pick<RollupProgress, 'days'>, elapsedMs: number): void {
  if (elapsedMs < BATCH_TARGET_MS / 2) pace.days = Math.min(MAX_BATCH_DAYS, pace.days * 2);
  else if (elapsedMs > BATCH_TARGET_MS) pace.days = Math.max(1, Math.floor(pace.days / 2));
}

/**
 * Rolls up one group's ended days from..to into occupancy_days (idempotent: one statement upserts the day's rows,
 * deletes rows that no longer have anything to count, and marks the days rolled up). The counts come from the same
 * SQL pieces as the live report; `supply` is the active resources of the kind in the area at this moment.
 */
export async function rollUpOccupancyDays(tx: Tx, groupId: number, from: string, to: string): Promise<void> {
  const scope: CountScope = { groupId, from, to, kind: null, location: null, area: null };
  await tx.execute(sql`
    WITH fresh AS (
      SELECT day, area_id, kind, sum(supply) AS supply, sum(bookings) AS bookings, sum(check_ins) AS check_ins,
             sum(no_shows) AS no_shows, sum(auto_releases) AS auto_releases, sum(requests) AS requests
      FROM (
        SELECT c.day, c.area_id, c.kind, 0 AS supply, c.bookings, c.check_ins, c.no_shows, c.auto_releases, 0 AS requests
        FROM (${bookingCounts(scope)}) c
        UNION ALL
        SELECT d.day::date, r.area_id, r.kind, count(*) FILTER (WHERE r.active), 0, 0, 0, 0, 0
        FROM generate_series(${from}::date, ${to}::date, interval '1 day') AS d(day)
        CROSS JOIN resources r
        WHERE r.group_id = ${groupId}
        GROUP BY d.day, r.area_id, r.kind
        UNION ALL
        -- area 0: requests without any preference, which count for the whole group only
        SELECT w.day, coalesce(w.area_id, 0), 'desk', 0, 0, 0, 0, 0, count(*)
        FROM (${countedRequests(scope)}) w
        GROUP BY w.day, coalesce(w.area_id, 0)
      ) x
      GROUP BY day, area_id, kind
    ),
    gone AS (
      DELETE FROM occupancy_days o
      WHERE o.group_id = ${groupId} AND o.day BETWEEN ${from}::date AND ${to}::date
        AND NOT EXISTS (SELECT 1 FROM fresh f WHERE f.day = o.day AND f.area_id = o.area_id AND f.kind = o.kind)
    ),
    marked AS (
      INSERT INTO occupancy_rollups (group_id, day)
      SELECT ${groupId}, d.day::date FROM generate_series(${from}::date, ${to}::date, interval '1 day') AS d(day)
      ON CONFLICT (group_id, day) DO UPDATE SET computed_at = now()
    )
    INSERT INTO occupancy_days (group_id, day, area_id, kind, supply, bookings, check_ins, no_shows, auto_releases, requests)
    SELECT ${groupId}, day, area_id, kind, supply, bookings, check_ins, no_shows, auto_releases, requests FROM fresh
    ON CONFLICT (group_id, day, area_id, kind) DO UPDATE SET
      supply = excluded.supply, bookings = excluded.bookings, check_ins = excluded.check_ins, no_shows = excluded.no_shows,
      auto_releases = excluded.auto_releases, requests = excluded.requests, computed_at = now()`);
}

/** The first ended day since the group's first booking or request that is not rolled up yet (else recomputeFrom). */
async function firstDayDue(tx: Tx, groupId: number, firstDay: string | null, recomputeFrom: LocalDay): Promise<LocalDay> {
  if (firstDay === null || firstDay >= recomputeFrom) return recomputeFrom;
  const [missing] = await queryRows<{ day: string | null }>(
    tx,
    sql`
    SELECT to_char(min(d.day), 'YYYY-MM-DD') AS day
    FROM generate_series(${firstDay}::date, ${recomputeFrom}::date - 1, interval '1 day') AS d(day)
    WHERE NOT EXISTS (SELECT 1 FROM occupancy_rollups o WHERE o.group_id = ${groupId} AND o.day = d.day::date)`,
  );
  return (missing?.day as LocalDay | null) ?? recomputeFrom;
}

/**
 * The roll-up (in the caller's transaction): for every group, the ended days (before today in the group's zone) since
 * its first booking or request that are not rolled up yet, and always the last two ended days again. At most
 * `maxBatches` batches; `progress` carries on where an earlier call stopped (groups done, the next day of each, the
 * batch size). Answers whether every group is done.
 */
export async function rollUpOccupancy(
  tx: Tx,
  now: Date,
  { maxBatches = Number.POSITIVE_INFINITY, progress = newRollupProgress() } = {},
): Promise<{ batches: number; done: boolean }> {
  const groups = await queryRows<{ id: number; time_zone: string; first_day: string | null }>(
    tx,
    sql`
    SELECT g.id, g.time_zone, to_char(least(
      (SELECT min(b.day) FROM bookings b WHERE b.group_id = g.id),
      (SELECT min(r.day) FROM desk_requests r WHERE r.group_id = g.id)
    ), 'YYYY-MM-DD') AS first_day
    FROM groups g ORDER BY g.id`,
  );
  let batches = 0;
  for (const group of groups) {
    if (progress.finished.has(group.id)) continue;
    const lastEnded = addDays(localDayOf(now, group.time_zone), -1);
    const recomputeFrom = addDays(lastEnded, 1 - OCCUPANCY_RECOMPUTED_DAYS);
    let start = progress.next.get(group.id) ?? (await firstDayDue(tx, group.id, group.first_day, recomputeFrom));
    while (start <= lastEnded) {
      if (batches >= maxBatches) return { batches, done: false };
      const end = addDays(start, progress.days - 1);
      const began = performance.now();
      await rollUpOccupancyDays(tx, group.id, start, end < lastEnded ? end : lastEnded);
      if (progress.paced) nextPace(progress, performance.now() - began);
      start = addDays(end, 1);
      progress.next.set(group.id, start);
      batches++;
    }
    progress.finished.add(group.id);
  }
  return { batches, done: true };
}

/**
 * The ticker's roll-up: one batch per transaction, each under the job's advisory lock, so that the first run over years
 * of bookings never holds the database — on PGlite its only connection, and every request with it — for longer than
 * one batch. Where `mayGoOn` says no (on PGlite: while requests keep coming), the run stops; a later one goes on
 * from the first day not rolled up.
 */
export async function rollUpOccupancyInBatches(
  database: Database,
  lockKey: number,
  now: () => Date,
  mayGoOn: () => boolean = () => true,
): Promise<void> {
  const progress = newRollupProgress(database.kind);
  for (;;) {
    let done = true;
    if (!mayGoOn()) return;
    const ran = await runExclusively(database, {
      name: 'occupancy-rollup',
      lockKey,
      run: async (tx) => void ({ done } = await rollUpOccupancy(tx, now(), { maxBatches: 1, progress })),
    });
    if (!ran || done) return;
  }
}
