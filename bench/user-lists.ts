// A user's own lists in a group of 10,000 (design.md §6 "staff search, my bookings, messages"): `GET bookings` (from
// today to the booking horizon, the app's default) and `GET messages` (the first page and the one after it), over HTTP,
// sequentially, each request another user, with a history of about 100 bookings and 50 messages per user.
import { addDays, localDayOf } from '../src/domain/time/local-day';
import { accessTokens } from '../src/server/http/access-token';
import { issueRefreshToken } from '../src/server/features/auth/refresh-tokens';
import { BENCH_JWT_SECRET, startServer, type BenchDatabase } from './env';
import { sequential, type LoadResult, type RequestSpec } from './load';
import { BENCH_GROUP, BENCH_SLOT, seedBase, TIME_ZONE } from './seed';
import { settleAfterBulkLoad } from './settle';
import { latencyLine, type SummaryLine } from './table';

export const LIST_USERS = 10_000;
const LIST_DESKS = 2_000;
/** Users book every fifth day (a fifth of them each day, one desk each): 500 days give each user 100 bookings. */
const EVERY = LIST_USERS / LIST_DESKS;
export const LIST_MESSAGES_PER_USER = 50;
/** Users whose lists are read, spread over the group (each signs in once). */
const READERS = 200;

export interface ListsPlan {
  /** Days of bookings in all; the last `futureDays` of them from today on. */
  days: number;
  futureDays: number;
  budgetMs: number;
  requests: number;
}

interface Timing {
  result: LoadResult;
  /** Mean number of items per answer. */
  meanItems: number;
}

export interface ListsFigures {
  bookings: number;
  messages: number;
  daysSeeded: number;
  seedSeconds: number;
  truncated: boolean;
  myBookings: Timing;
  messagesFirst: Timing;
  messagesNext: Timing;
}

/** The part's lines of the summary: the seed, then each list against p99 < 20 ms. */
export function listsSummary(f: ListsFigures): SummaryLine[] {
  const data = `${LIST_USERS.toLocaleString('en')} users, ${f.bookings.toLocaleString('en')} bookings (${f.daysSeeded} days${f.truncated ? ', truncated' : ''}), ${f.messages.toLocaleString('en')} messages`;
  const line = (what: string, t: Timing, unit: string) =>
    latencyLine(`${what}, ${t.result.completed} sequential, varied users`, t.result, `${t.meanItems.toFixed(1)} ${unit}/answer`, 20);
  return [
    [`lists seed: ${data}`, `${f.seedSeconds.toFixed(1)} s`, 'info', null],
    line('GET bookings (today to the horizon)', f.myBookings, 'bookings'),
    line(`GET messages, first page (of ${LIST_MESSAGES_PER_USER} each)`, f.messagesFirst, 'messages'),
    line('GET messages, second page (before=)', f.messagesNext, 'messages'),
  ];
}

const quote = (s: string) => `'${s.replaceAll("'", "''")}'`;

export async function benchUserLists(db: BenchDatabase, plan: ListsPlan): Promise<ListsFigures> {
  const today = localDayOf(new Date(), TIME_ZONE);
  const database = await db.open();
  const began = performance.now();
  await seedBase(database, { desks: LIST_DESKS, bulkDesks: 0, bulkDays: 0, bulkBudgetMs: 0, chunkDays: 1, today });
  // seedBase made users 1..2,000 with the desks; the rest of the 10,000 join them.
  await database.exec(`
    INSERT INTO users (group_id, id, email, first_name, name, password_hash, terms_accepted_at)
    SELECT ${BENCH_GROUP}, u, 'bench-${BENCH_GROUP}-' || u || '@deskfair.test', 'Bench', 'User ' || u, 'not-a-hash', now()
    FROM generate_series(${LIST_DESKS + 1}, ${LIST_USERS}) u;`);
  // Messages first (500,000): newest every nine hours back, the three newest unread; every fifth one about a room.
  await database.exec(`
    INSERT INTO messages (group_id, user_id, type, payload, created_at, read_at)
    SELECT ${BENCH_GROUP}, u,
           CASE WHEN m % 5 = 0 THEN 'RoomReservationNotification' WHEN m % 2 = 0 THEN 'DeskReleaseNotification'
                ELSE 'DeskReservationNotification' END,
           CASE WHEN m % 5 = 0 THEN jsonb_build_object('booking_id', m, 'room', 'Room ' || (u % 50), 'place', 'Bench HQ / Area 1',
                  'title', 'Weekly', 'time_zone', ${quote(TIME_ZONE)}, 'organiser', 'Bench User ' || u,
                  'intervals', jsonb_build_array(jsonb_build_object('start', to_char(t.at, 'YYYY-MM-DD"T"HH24:MI:SS"Z"'),
                    'end', to_char(t.at + interval '1 hour', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'))))
                ELSE jsonb_build_object('desk', 'D' || lpad((1 + u % ${LIST_DESKS})::text, 6, '0'), 'place', 'Bench HQ / Area 1',
                  'time_zone', ${quote(TIME_ZONE)},
                  'intervals', jsonb_build_array(jsonb_build_object('start', to_char(t.at, 'YYYY-MM-DD"T"HH24:MI:SS"Z"'),
                    'end', to_char(t.at + interval '10 hours', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')))) END,
           t.at, CASE WHEN m > 3 THEN t.at + interval '1 hour' END
    FROM generate_series(1, ${LIST_USERS}) u CROSS JOIN generate_series(1, ${LIST_MESSAGES_PER_USER}) m
    CROSS JOIN LATERAL (SELECT now() - m * interval '9 hours' - u * interval '1 second' AS at) t;`);
  // Bookings: on day k the users u ≡ k (mod 5) each hold desk ⌈u / 5⌉; one in ten of them cancelled.
  const firstDay = addDays(today, plan.futureDays - plan.days);
  const insert = (from: number, to: number) => `
    INSERT INTO bookings (group_id, user_id, resource_id, resource_kind, day, slot_id, start_at, end_at, status)
    SELECT ${BENCH_GROUP}, u, 1 + (u - 1) / ${EVERY}, 'desk', x.day, ${BENCH_SLOT},
           (x.day + time '08:00') AT TIME ZONE ${quote(TIME_ZONE)}, (x.day + time '18:00') AT TIME ZONE ${quote(TIME_ZONE)},
           CASE WHEN (u + k) % 10 = 0 THEN 'cancelled' ELSE 'booked' END
    FROM generate_series(${from}, ${to}) k
    CROSS JOIN LATERAL (SELECT date ${quote(firstDay)} + k AS day) x
    CROSS JOIN generate_series(1, ${LIST_USERS}) u
    WHERE u % ${EVERY} = k % ${EVERY}`;
  // Days from the future backwards, so a cut-short seed still gives every reader their lists ahead.
  let seeded = 0;
  let truncated = false;
  const chunk = 25;
  while (seeded < plan.days) {
    if (performance.now() - began > plan.budgetMs) {
      truncated = true;
      break;
    }
    const from = Math.max(0, plan.days - seeded - chunk);
    await database.exec(insert(from, plan.days - seeded - 1));
    seeded = plan.days - from;
  }
  await settleAfterBulkLoad(database);
  const seedSeconds = (performance.now() - began) / 1000;
  const bookings = (seeded * LIST_USERS) / EVERY;
  const messages = LIST_USERS * LIST_MESSAGES_PER_USER;
  console.info(
    `  seeded ${bookings.toLocaleString('en')} bookings and ${messages.toLocaleString('en')} messages in ${seedSeconds.toFixed(1)} s${truncated ? ' (truncated)' : ''}`,
  );
  const sign = accessTokens(BENCH_JWT_SECRET, 3_600);
  const tokens: string[] = [];
  for (let r = 0; r < READERS; r++) {
    const userId = 1 + ((r * 4_999) % LIST_USERS); // spread over the group, every residue mod 5
    const { familyId } = await issueRefreshToken(database.db, { groupId: BENCH_GROUP, userId }, 30);
    tokens.push(await sign.sign({ groupId: BENCH_GROUP, userId, sessionId: familyId }, null));
  }
  await database.close();

  const server = await startServer(db);
  const token = (i: number) => tokens[i % tokens.length] ?? '';
  const get = (path: string, i: number): RequestSpec => ({ method: 'GET', path, headers: { authorization: `Bearer ${token(i)}` } });
  const time = async (spec: (i: number) => RequestSpec, count: (json: unknown) => number): Promise<Timing> => {
    await sequential(server.url, 10, spec); // warm-up (JIT, plans, buffers)
    const result = await sequential(server.url, plan.requests, spec);
    let items = 0;
    const samples = Math.min(20, plan.requests);
    for (let i = 0; i < samples; i++) {
      const s = spec(i);
      items += count(await (await fetch(`${server.url}${s.path}`, { headers: s.headers })).json());
    }
    return { result, meanItems: items / samples };
  };
  try {
    // Each reader's second page starts below their first page's last id.
    const nextBefore: Array<number | null> = [];
    for (let r = 0; r < READERS; r++) {
      const s = get('/api/v2/messages', r);
      const page = (await (await fetch(`${server.url}${s.path}`, { headers: s.headers })).json()) as { next_before?: number | null };
      nextBefore.push(page.next_before ?? null);
    }
    const secondPage = (i: number) => {
      const before = nextBefore[i % READERS];
      return before ? `/api/v2/messages?before=${before}` : '/api/v2/messages';
    };
    const listLength = (key: string) => (json: unknown) => ((json as Record<string, unknown[] | undefined>)[key] ?? []).length;
    return {
      bookings,
      messages,
      daysSeeded: seeded,
      seedSeconds,
      truncated,
      myBookings: await time((i) => get('/api/v2/bookings', i), listLength('bookings')),
      messagesFirst: await time((i) => get('/api/v2/messages', i), listLength('messages')),
      messagesNext: await time((i) => get(secondPage(i), i), listLength('messages')),
    };
  } finally {
    await server.stop();
  }
}
