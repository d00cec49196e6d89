import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Interval } from '../../domain/time/interval';

/** The row's [start, end) overlaps the interval — the same predicate the exclusion constraints use. */
export const overlaps = (start: AnyColumn, end: AnyColumn, interval: Interval): SQL =>
  sql`tstzrange(${start}, ${end}, '[)') && tstzrange(${interval.start.toISOString()}::timestamptz, ${interval.end.toISOString()}::timestamptz, '[)')`;
