// Conference rooms in the bench: rooms for `POST room_bookings` in the bench group (databases part), and the rooms part —
// 2,000 rooms with about 1 M room bookings, then `GET rooms/:id/availability` and `GET rooms` for a day over HTTP (by
// location, free ones, the app's default — the reader's location — and every location when asked).
import { addDays, localDayOf } from '../src/domain/time/local-day';
import type { Database } from '../src/server/db/client';
import { accessTokens } from '../src/server/http/access-token';
import { issueRefreshToken } from '../src/server/features/auth/refresh-tokens';
import { BENCH_JWT_SECRET, startServer, type BenchDatabase } from './env';
import { sequential, type LoadResult, type RequestSpec } from './load';
import { BENCH_GROUP, BULK_GROUP, BULK_ID_OFFSET, seedBase, TIME_ZONE } from './seed';
import { settleAfterBulkLoad } from './settle';
import { latencyLine, type SummaryLine } from './table';

const quote = (s: string) => `'${s.replaceAll("'", "''")}'`;

// --- Room booking create (databases part) ---------------------------------------------------------------------

/** Rooms of the bench group for `POST room_bookings`: ids 500001.., ten per area of its ten areas. */
export const CREATE_ROOMS = 200;
const CREATE_ROOM_OFFSET = 500_000;
/** Half-hour meetings 08:00–18:00: twenty per room and day. */
const MEETINGS_PER_DAY = 20;

export async function seedCreateRooms(database: Database): Promise<void> {
  await database.exec(`
    UPDATE groups SET has_conference_rooms = true WHERE id = ${BENCH_GROUP};
    INSERT INTO resources (group_id, id, kind, area_id, label, capacity)
    SELECT ${BENCH_GROUP}, ${CREATE_ROOM_OFFSET} + r, 'room', 1 + (r - 1) % 10, 'Room ' || lpad(r::text, 4, '0'), 12
    FROM generate_series(1, ${CREATE_ROOMS}) r;`);
}

/**
 * Keys for room booking creates: request k books room k (mod 200) for the k-th half hour of a day, day after day from
 * tomorrow, by user k (mod users) — nothing conflicts (rooms are not in the per-user exclusion, only desks and parking).
 * The cursor carries on across runs, so each run books fresh keys.
 */
export function roomBookingKeys(options: { today: string; lastDayOffset: number; token: (i: number) => string; xsrf: string }) {
  const perDay = CREATE_ROOMS * MEETINGS_PER_DAY;
  let next = 0;
  return (): RequestSpec | null => {
    const k = next;
    const dayOffset = 1 + Math.floor(k / perDay);
    if (dayOffset > options.lastDayOffset) return null;
    next++;
    const inDay = k % perDay;
    const start = 480 + 30 * Math.floor(inDay / CREATE_ROOMS);
    return {
      method: 'POST',
      path: '/api/v2/room_bookings',
      headers: { authorization: `Bearer ${options.token(k)}`, cookie: `XSRF-TOKEN=${options.xsrf}`, 'x-xsrf-token': options.xsrf },
      body: JSON.stringify({
        room_id: CREATE_ROOM_OFFSET + 1 + (inDay % CREATE_ROOMS),
        day: addDays(options.today, dayOffset),
        start_minute: start,
        end_minute: start + 30,
        title: 'Bench meeting',
        attendee_count: 4,
      }),
    };
  };
}

// --- Rooms part: 2,000 rooms, about 1 M bookings ---------------------------------------------------------------

export const ROOMS = 2_000;
export const ROOM_LOCATIONS = 10;
/** Four meetings a room a day, 125 days: 1,000,000 bookings. */
export const ROOM_MEETINGS_PER_DAY = 4;
export const ROOM_DAYS = 125;
const ROOM_OFFSET = 600_000;
const LOCATION_OFFSET = 10;
const AREA_OFFSET = 200;
const ORGANISERS = 500;

export interface RoomsPlan {
  days: number;
  /** Stop adding days once this much time has passed (PGlite is slow to fill). */
  budgetMs: number;
  requests: number;
}

interface Timing {
  result: LoadResult;
  /** Rooms (and busy intervals) in the last answer. */
  rooms: number;
  busy: number;
}

export interface RoomsFigures {
  bookings: number;
  daysSeeded: number;
  seedSeconds: number;
  truncated: boolean;
  day: string;
  availability: Timing;
  byLocation: Timing;
  freeInLocation: Timing;
  /** What the app asks by default: the reader's location. */
  byDefault: Timing;
  /** Every location's rooms, asked for explicitly (no target: the default is bounded). */
  all: Timing;
}

/** The part's lines of the summary: the seed, then each request against p99 < 20 ms. */
export function roomsSummary(f: RoomsFigures): SummaryLine[] {
  const data = `${ROOMS.toLocaleString('en')} rooms × ${f.daysSeeded} days × ${ROOM_MEETINGS_PER_DAY} = ${f.bookings.toLocaleString('en')} bookings${f.truncated ? ' (truncated)' : ''}`;
  const line = (what: string, t: Timing) =>
    latencyLine(`${what} ${f.day}, ${t.result.completed} sequential`, t.result, `${t.rooms} rooms, ${t.busy} busy times`, 20);
  return [
    [`rooms seed: ${data}`, `${f.seedSeconds.toFixed(1)} s`, 'info', null],
    line('GET rooms/:id/availability?day=', f.availability),
    line(`GET rooms?day=&location_id= (${ROOMS / ROOM_LOCATIONS} rooms)`, f.byLocation),
    line('GET rooms?day=&location_id=&start_minute=&end_minute= (free ones)', f.freeInLocation),
    line("GET rooms?day= (the app's default: the reader's location)", f.byDefault),
    [...line(`GET rooms?day=&location_id=all (every room, asked for)`, f.all).slice(0, 2), 'info (no target)', null] as SummaryLine,
  ];
}

/** Seeds the rooms set-based, then times the room endpoints sequentially over HTTP against a server process. */
export async function benchRooms(db: BenchDatabase, plan: RoomsPlan): Promise<RoomsFigures> {
  const today = localDayOf(new Date(), TIME_ZONE);
  const database = await db.open();
  const began = performance.now();
  await seedBase(database, { desks: 0, bulkDesks: ORGANISERS, bulkDays: 0, bulkBudgetMs: 0, chunkDays: 1, today });
  // Ten locations of two areas each, 200 rooms a location; every fourth room takes catering, three dishes a kitchen.
  await database.exec(`
    UPDATE groups SET has_conference_rooms = true WHERE id = ${BULK_GROUP};
    INSERT INTO locations (group_id, id, name)
    SELECT ${BULK_GROUP}, ${LOCATION_OFFSET} + l, 'Site ' || l FROM generate_series(1, ${ROOM_LOCATIONS}) l;
    INSERT INTO areas (group_id, id, location_id, name)
    SELECT ${BULK_GROUP}, ${AREA_OFFSET} + a, ${LOCATION_OFFSET} + 1 + (a - 1) / 2, 'Floor ' || a
    FROM generate_series(1, ${ROOM_LOCATIONS * 2}) a;
    INSERT INTO catering_items (group_id, location_id, name)
    SELECT ${BULK_GROUP}, ${LOCATION_OFFSET} + l, item FROM generate_series(1, ${ROOM_LOCATIONS}) l
    CROSS JOIN unnest(ARRAY['Coffee', 'Water', 'Sandwiches']) item;
    INSERT INTO resources (group_id, id, kind, area_id, label, capacity, equipment, layouts, catering_offered)
    SELECT ${BULK_GROUP}, ${ROOM_OFFSET} + r, 'room', ${AREA_OFFSET} + 1 + (r - 1) % ${ROOM_LOCATIONS * 2},
           'Room ' || lpad(r::text, 4, '0'), 4 + r % 20,
           (ARRAY['["beamer"]', '["video", "whiteboard"]', '["beamer", "video"]', '[]'])[1 + r % 4]::jsonb,
           '["board"]'::jsonb, r % 4 = 0
    FROM generate_series(1, ${ROOMS}) r;`);
  // Four meetings a room a day (09:00, 11:00, 13:30, 15:00 for an hour, shifted by 0–45 minutes per room).
  const firstDay = addDays(today, -Math.floor(plan.days / 2));
  const insert = (from: number, to: number) => `
    INSERT INTO bookings (group_id, user_id, resource_id, resource_kind, day, start_at, end_at, status)
    SELECT ${BULK_GROUP}, ${BULK_ID_OFFSET} + 1 + (r * ${ROOM_MEETINGS_PER_DAY} + m + k) % ${ORGANISERS}, ${ROOM_OFFSET} + r, 'room', x.day,
           (x.day + x.start) AT TIME ZONE ${quote(TIME_ZONE)}, (x.day + x.start + interval '1 hour') AT TIME ZONE ${quote(TIME_ZONE)},
           'booked'
    FROM generate_series(${from}, ${to}) k
    CROSS JOIN generate_series(1, ${ROOMS}) r
    CROSS JOIN generate_series(0, ${ROOM_MEETINGS_PER_DAY - 1}) m
    CROSS JOIN LATERAL (SELECT date ${quote(firstDay)} + k AS day,
      (ARRAY[time '09:00', time '11:00', time '13:30', time '15:00'])[1 + m] + (r % 4) * interval '15 minutes' AS start) x`;
  let seeded = 0;
  let truncated = false;
  const chunk = 5;
  while (seeded < plan.days) {
    if (performance.now() - began > plan.budgetMs) {
      truncated = true;
      break;
    }
    const to = Math.min(plan.days, seeded + chunk) - 1;
    await database.exec(insert(seeded, to));
    seeded = to + 1;
  }
  await settleAfterBulkLoad(database);
  const seedSeconds = (performance.now() - began) / 1000;
  const bookings = seeded * ROOMS * ROOM_MEETINGS_PER_DAY;
  console.info(`  seeded ${bookings.toLocaleString('en')} room bookings in ${seedSeconds.toFixed(1)} s${truncated ? ' (truncated)' : ''}`);
  // A seeded day in the future (the last one when the budget cut the range short).
  const day = addDays(firstDay, Math.min(seeded - 1, Math.floor(plan.days / 2) + 1));
  const { familyId } = await issueRefreshToken(database.db, { groupId: BULK_GROUP, userId: BULK_ID_OFFSET + 1 }, 30);
  const token = await accessTokens(BENCH_JWT_SECRET, 3_600).sign(
    { groupId: BULK_GROUP, userId: BULK_ID_OFFSET + 1, sessionId: familyId },
    null,
  );
  await database.close();

  const server = await startServer(db);
  const get = (path: string): RequestSpec => ({ method: 'GET', path, headers: { authorization: `Bearer ${token}` } });
  const location = (i: number) => LOCATION_OFFSET + 1 + (i % ROOM_LOCATIONS);
  const specs = {
    availability: (i: number) => get(`/api/v2/rooms/${ROOM_OFFSET + 1 + ((i * 7) % ROOMS)}/availability?day=${day}`),
    byLocation: (i: number) => get(`/api/v2/rooms?day=${day}&location_id=${location(i)}`),
    freeInLocation: (i: number) => get(`/api/v2/rooms?day=${day}&location_id=${location(i)}&start_minute=600&end_minute=660`),
    byDefault: () => get(`/api/v2/rooms?day=${day}`),
    all: () => get(`/api/v2/rooms?day=${day}&location_id=all`),
  };
  const time = async (spec: (i: number) => RequestSpec): Promise<Timing> => {
    await sequential(server.url, 10, spec); // warm-up (JIT, plans, buffers)
    const result = await sequential(server.url, plan.requests, spec);
    const last = spec(plan.requests - 1);
    const answer = (await (await fetch(`${server.url}${last.path}`, { headers: last.headers })).json()) as {
      rooms?: Array<{ busy: unknown[] }>;
      busy?: unknown[];
    };
    const rooms = answer.rooms?.length ?? (answer.busy ? 1 : 0);
    const busy = answer.rooms ? answer.rooms.reduce((n, r) => n + r.busy.length, 0) : (answer.busy?.length ?? 0);
    return { result, rooms, busy };
  };
  try {
    return {
      bookings,
      daysSeeded: seeded,
      seedSeconds,
      truncated,
      day,
      availability: await time(specs.availability),
      byLocation: await time(specs.byLocation),
      freeInLocation: await time(specs.freeInLocation),
      byDefault: await time(specs.byDefault),
      all: await time(specs.all),
    };
  } finally {
    await server.stop();
  }
}
