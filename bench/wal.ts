// What a run wrote to PostgreSQL's write-ahead log, and how long its commits waited for the log to reach the disk.
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../src/server/db/client';

/** pg_stat_wal's counters (the whole cluster's). Flush times are 0 unless track_wal_io_timing is on. */
export interface WalCounters {
  records: number;
  bytes: number;
  flushes: number;
  flushMs: number;
}

export interface WalPerRequest {
  recordsPerRequest: number;
  bytesPerRequest: number;
  requestsPerFlush: number;
  /** Mean time of one flush (fdatasync of the log); null without track_wal_io_timing. */
  msPerFlush: number | null;
  /** Share of the run during which a flush was under way (flushes run one at a time); null without timing. */
  flushingShare: number | null;
}

export async function readWal(database: Database): Promise<WalCounters> {
  const [row] = await queryRows<{ records: string; bytes: string; flushes: string; flush_ms: number }>(
    database.db,
    sql`SELECT wal_records AS records, wal_bytes AS bytes, wal_sync AS flushes, wal_sync_time AS flush_ms FROM pg_stat_wal`,
  );
  return { records: Number(row?.records), bytes: Number(row?.bytes), flushes: Number(row?.flushes), flushMs: Number(row?.flush_ms) };
}

export function walPerRequest(before: WalCounters, after: WalCounters, requests: number, elapsedMs: number): WalPerRequest {
  const flushes = after.flushes - before.flushes;
  const flushMs = after.flushMs - before.flushMs;
  const timed = flushes > 0 && flushMs > 0;
  return {
    recordsPerRequest: (after.records - before.records) / requests,
    bytesPerRequest: (after.bytes - before.bytes) / requests,
    requestsPerFlush: flushes > 0 ? requests / flushes : Number.NaN,
    msPerFlush: timed ? flushMs / flushes : null,
    flushingShare: timed ? flushMs / elapsedMs : null,
  };
}

/** "1,955 B in 18.0 records per request; 1.36 requests per flush, 0.72 ms each, flushing 58 % of the run". */
export function describeWal(w: WalPerRequest): string {
  const timing =
    w.msPerFlush === null || w.flushingShare === null
      ? 'flush time not tracked'
      : `${w.msPerFlush.toFixed(2)} ms each, flushing ${Math.round(w.flushingShare * 100)} % of the run`;
  return (
    `${Math.round(w.bytesPerRequest).toLocaleString('en')} B in ${w.recordsPerRequest.toFixed(1)} records per request; ` +
    `${w.requestsPerFlush.toFixed(2)} requests per flush, ${timing}`
  );
}
