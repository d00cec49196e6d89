// Set-based seeding: one group for booking creates, one "bulk" group with many bookings for the availability query.
import { sql } from 'drizzle-orm';
import { DEFAULT_PASSWORD_POLICY } from '../src/contract/group';
import { addDays } from '../src/domain/time/local-day';
import { queryRows, type Database } from '../src/server/db/client';
import { deskDayStatement } from '../src/server/features/desks/desk-directory';

export const TIME_ZONE = 'Europe/Berlin';
/** Group for booking creates, contention and ego. Users 1..N, desks 1..N, slot 1. */
export const BENCH_GROUP = 1;
export const BENCH_SLOT = 1;
/** Group holding the bulk bookings. Users and desks 100001..100000+M, slot 2. */
export const BULK_GROUP = 2;
export const BULK_SLOT = 2;
export const BULK_ID_OFFSET = 100_000;

export interface SeedPlan {
  desks: number;
  bulkDesks: number;
  bulkDays: number;
  /** Stop adding bulk days once this much time has passed (PGlite is slow to fill). */
  bulkBudgetMs: number;
  chunkDays: number;
  today: string;
}

export interface SeedResult {
  bulkDaysSeeded: number;
  bulkBookings: number;
  /** Every bulk desk booked. */
  fullDay: string;
  /** Every second bulk desk booked. */
  halfDay: string;
  seconds: number;
  truncated: boolean;
}

const quote = (s: string) => `'${s.replaceAll("'", "''")}'`;

export async function seedBase(database: Database, plan: SeedPlan): Promise<void> {
  const policy = quote(JSON.stringify(DEFAULT_PASSWORD_POLICY));
  const user = (group: number, offset: number, count: number) => `
    INSERT INTO users (group_id, id, email, first_name, name, password_hash, terms_accepted_at)
    SELECT ${group}, ${offset} + u, 'bench-${group}-' || u || '@deskfair.test', 'Bench', 'User ' || u, 'not-a-hash', now()
    FROM generate_series(1, ${count}) u;`;
  const desk = (group: number, offset: number, areaOffset: number, count: number) => `
    INSERT INTO resources (group_id, id, kind, area_id, label)
    SELECT ${group}, ${offset} + d, 'desk', ${areaOffset} + 1 + (d - 1) % 10, 'D' || lpad(d::text, 6, '0')
    FROM generate_series(1, ${count}) d;`;
  await database.exec(`
    INSERT INTO groups (id, name, time_zone, max_advance_days, password_policy) VALUES
      (${BENCH_GROUP}, 'Bench', ${quote(TIME_ZONE)}, 365, ${policy}::jsonb),
      (${BULK_GROUP}, 'Bulk', ${quote(TIME_ZONE)}, 365, ${policy}::jsonb);
    INSERT INTO slots (group_id, id, name, start_minute, end_minute) VALUES
      (${BENCH_GROUP}, ${BENCH_SLOT}, 'full_day', 480, 1080), (${BULK_GROUP}, ${BULK_SLOT}, 'full_day', 480, 1080);
    INSERT INTO locations (group_id, id, name) VALUES (${BENCH_GROUP}, 1, 'Bench HQ'), (${BULK_GROUP}, 2, 'Bulk HQ');
    INSERT INTO areas (group_id, id, location_id, name) SELECT ${BENCH_GROUP}, a, 1, 'Area ' || a FROM generate_series(1, 10) a;
    INSERT INTO areas (group_id, id, location_id, name) SELECT ${BULK_GROUP}, 100 + a, 2, 'Area ' || a FROM generate_series(1, 10) a;
    ${user(BENCH_GROUP, 0, plan.desks)}
    ${user(BULK_GROUP, BULK_ID_OFFSET, plan.bulkDesks)}
    ${desk(BENCH_GROUP, 0, 0, plan.desks)}
    ${desk(BULK_GROUP, BULK_ID_OFFSET, 100, plan.bulkDesks)}
    SELECT setval(pg_get_serial_sequence('groups', 'id'), 1000);
    SELECT setval(pg_get_serial_sequence('slots', 'id'), 1000);
    SELECT setval(pg_get_serial_sequence('locations', 'id'), 1000);
    SELECT setval(pg_get_serial_sequence('areas', 'id'), 1000);
    SELECT setval(pg_get_serial_sequence('users', 'id'), ${BULK_ID_OFFSET * 2});
    SELECT setval(pg_get_serial_sequence('resources', 'id'), ${BULK_ID_OFFSET * 2});
  `);
}

/** bulkDesks × bulkDays full-day bookings, user k on desk k every day (no overlap per desk or per user), chunk by chunk. */
export async function seedBulkBookings(database: Database, plan: SeedPlan): Promise<SeedResult> {
  const started = performance.now();
  const firstDay = addDays(plan.today, -Math.floor(plan.bulkDays / 2));
  const insert = (fromDay: number, toDay: number, filter: string) => `
    INSERT INTO bookings (group_id, user_id, resource_id, resource_kind, day, slot_id, start_at, end_at, status)
    SELECT ${BULK_GROUP}, ${BULK_ID_OFFSET} + d, ${BULK_ID_OFFSET} + d, 'desk', x.day, ${BULK_SLOT},
           (x.day + time '08:00') AT TIME ZONE ${quote(TIME_ZONE)}, (x.day + time '18:00') AT TIME ZONE ${quote(TIME_ZONE)}, 'booked'
    FROM generate_series(${fromDay}, ${toDay}) k
    CROSS JOIN LATERAL (SELECT date ${quote(firstDay)} + k AS day) x
    CROSS JOIN generate_series(1, ${plan.bulkDesks}) d
    ${filter}`;
  let seeded = 0;
  let truncated = false;
  while (seeded < plan.bulkDays) {
    if (performance.now() - started > plan.bulkBudgetMs) {
      truncated = true;
      break;
    }
    const to = Math.min(plan.bulkDays, seeded + plan.chunkDays) - 1;
    await database.exec(insert(seeded, to, ''));
    seeded = to + 1;
  }
  // The day after the seeded range: every second desk booked, so the answer lists half of the desks.
  await database.exec(insert(seeded, seeded, 'WHERE d % 2 = 0'));
  await database.exec('ANALYZE');
  const [count] = await queryRows<{ n: number }>(database.db, sql`SELECT count(*)::int AS n FROM bookings WHERE group_id = ${BULK_GROUP}`);
  return {
    bulkDaysSeeded: seeded,
    bulkBookings: count?.n ?? 0,
    // Tomorrow, not today: today's bookings are released by the server's auto-release once their check-in time is over.
    // A seed cut short by its time budget may not reach tomorrow: then its last full day (past, so the bench says so).
    fullDay: addDays(firstDay, Math.min(Math.floor(plan.bulkDays / 2) + 1, seeded - 1)),
    halfDay: addDays(firstDay, seeded),
    seconds: (performance.now() - started) / 1000,
    truncated,
  };
}

export interface ExplainResult {
  /** Planning + execution time per run, sorted, in ms. */
  times: number[];
  /** Scan nodes of the last plan, e.g. "Bitmap Index Scan on bookings_desk_overlap". */
  scans: string[];
}

type PlanNode = { 'Node Type'?: string; 'Index Name'?: string; 'Relation Name'?: string; Plans?: PlanNode[] };

function scanNodes(node: PlanNode | undefined): string[] {
  if (!node) return [];
  const type = node['Node Type'] ?? '';
  const own = type.includes('Scan') ? [`${type} on ${node['Index Name'] ?? node['Relation Name'] ?? '?'}`] : [];
  return [...own, ...(node.Plans ?? []).flatMap(scanNodes)];
}

/** EXPLAIN ANALYZE of the statement the server sends for a day's free desks (the desks themselves come from memory). */
export async function explainAvailable(database: Database, day: string, runs: number): Promise<ExplainResult> {
  const start = `(date ${quote(day)} + time '08:00') AT TIME ZONE ${quote(TIME_ZONE)}`;
  const end = `(date ${quote(day)} + time '18:00') AT TIME ZONE ${quote(TIME_ZONE)}`;
  // The server's statement for the day (desk-directory.ts), its parameters written in: the bookings that hold a desk then.
  const statement = deskDayStatement.text
    .replaceAll('$1', String(BULK_GROUP))
    .replaceAll('$2', `date ${quote(day)}`)
    .replaceAll('$3', start)
    .replaceAll('$4', end)
    .replaceAll('$5', String(BULK_ID_OFFSET + 1));
  const query = `EXPLAIN (ANALYZE, FORMAT JSON) ${statement}`;
  const times: number[] = [];
  let scans: string[] = [];
  for (let i = 0; i < runs; i++) {
    const rows = await queryRows<Record<string, unknown>>(database.db, sql.raw(query));
    const plan = Object.values(rows[0] ?? {})[0];
    const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as Array<{
      'Execution Time': number;
      'Planning Time': number;
      Plan: PlanNode;
    }>;
    const first = parsed[0];
    if (!first) continue;
    times.push(first['Execution Time'] + first['Planning Time']);
    scans = scanNodes(first.Plan);
  }
  return { times: times.sort((a, b) => a - b), scans: [...new Set(scans)] };
}
