// Staff search (issue #12): `GET staff?q=` over HTTP in a group of 10,000 colleagues, with presence and links.
import { localDayOf } from '../src/domain/time/local-day';
import { accessTokens } from '../src/server/http/access-token';
import { issueRefreshToken } from '../src/server/features/auth/refresh-tokens';
import { BENCH_JWT_SECRET, startServer, type BenchDatabase } from './env';
import { BENCH_GROUP, seedBase, TIME_ZONE } from './seed';

export const STAFF_USERS = 10_000;
const STAFF_ID_OFFSET = 300_000;
/** Colleagues at a desk today (every other one checked in), and the searcher's accepted links. */
const DESKS_TODAY = 2_000;
const LINKS = 200;

const FIRST_NAMES = [
  'Jürgen',
  'Zoë',
  'Ayşe',
  'Björn',
  'Lena',
  'Mehmet',
  'Anna-Lena',
  'Felix',
  'Sophie',
  'Jonas',
  'Marie',
  'Tobias',
  'Renée',
  'Søren',
  'Małgorzata',
  'Noah',
  'Emma',
  'Paul',
  'Mia',
  'Ben',
];
const LAST_NAMES = [
  'Müller',
  'Brück',
  'Çelik',
  'Schäfer',
  'Weiß',
  'Öztürk',
  'Groß',
  'Krüger',
  'Hoffmann',
  'Becker',
  'Lefèvre',
  'Kühn',
  'Schmidt',
  'Schneider',
  'Fischer',
  'Wagner',
  'Bauer',
  'Koch',
  'Richter',
  'Klein',
  'Wolf',
  'Schröder',
  'Neumann',
  'Schwarz',
  'Zimmermann',
  'Braun',
  'Hofmann',
  'Hartmann',
  'Lange',
  'Jäger',
  'Dvořák',
];
const DEPARTMENTS = ['Vertrieb', 'Produkt', 'Entwicklung', 'Marketing', 'Personal', 'Finanzen', 'IT', 'Einkauf', 'Recht', 'Logistik'];

/** What people type: names without accents, upper case, partial words, two words, departments, e-mail parts, misses. */
const QUERIES = [
  'jurgen',
  'MULLER',
  'vertrieb',
  'zoe b',
  'celik',
  'schafer entwicklung',
  'a',
  'lena weiss',
  'oz',
  'groß',
  'kuhn it',
  'user.4711',
  'dvorak',
  'søren',
  'nobody-here',
  'hof',
  'marie lef',
  'jäger logistik',
  'bench.test',
  '50%',
];

const sqlArray = (values: readonly string[]) => `ARRAY[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ')}]`;

export interface StaffSearchFigures {
  p50: number;
  p95: number;
  p99: number;
  max: number;
  requests: number;
  /** Anything but 200. */
  problems: string[];
  /** Mean number of colleagues per answer. */
  meanResults: number;
  /** `GET ego` on the same server meanwhile: what the machine's load makes of the simplest signed-in request. */
  egoP50: number;
  egoP99: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

/** Seeds 10,000 colleagues set-based (with today's desks and the searcher's links), then times `requests` searches. */
export async function benchStaffSearch(db: BenchDatabase, requests: number): Promise<StaffSearchFigures> {
  const today = localDayOf(new Date(), TIME_ZONE);
  const database = await db.open();
  await seedBase(database, { desks: DESKS_TODAY, bulkDesks: 0, bulkDays: 0, bulkBudgetMs: 0, chunkDays: 1, today });
  await database.exec(`
    UPDATE groups SET has_staff_search = true WHERE id = ${BENCH_GROUP};
    INSERT INTO users (group_id, id, email, first_name, name, user_group, password_hash, terms_accepted_at)
    SELECT ${BENCH_GROUP}, ${STAFF_ID_OFFSET} + u, 'user.' || u || '@bench.test',
           (${sqlArray(FIRST_NAMES)})[1 + u % ${FIRST_NAMES.length}],
           (${sqlArray(LAST_NAMES)})[1 + (u / ${FIRST_NAMES.length}) % ${LAST_NAMES.length}],
           (${sqlArray(DEPARTMENTS)})[1 + (u * 7) % ${DEPARTMENTS.length}], 'not-a-hash', now()
    FROM generate_series(1, ${STAFF_USERS}) u;
    INSERT INTO bookings (group_id, user_id, resource_id, resource_kind, day, start_at, end_at, status, checked_in_at)
    SELECT ${BENCH_GROUP}, ${STAFF_ID_OFFSET} + d, d, 'desk', '${today}'::date,
           ('${today}'::date + time '00:00') AT TIME ZONE '${TIME_ZONE}', ('${today}'::date + time '23:59') AT TIME ZONE '${TIME_ZONE}',
           'booked', CASE WHEN d % 2 = 0 THEN now() END
    FROM generate_series(1, ${DESKS_TODAY}) d;
    INSERT INTO links (group_id, requester_id, addressee_id, status, accepted_at)
    SELECT ${BENCH_GROUP}, 1, ${STAFF_ID_OFFSET} + l * 37, 'accepted', now() FROM generate_series(1, ${LINKS}) l;
    -- as autovacuum would have by now: resources, users, bookings and links all changed in bulk
    ANALYZE;
  `);
  const { familyId } = await issueRefreshToken(database.db, { groupId: BENCH_GROUP, userId: 1 }, 30);
  const token = await accessTokens(BENCH_JWT_SECRET, 3_600).sign({ groupId: BENCH_GROUP, userId: 1, sessionId: familyId }, null);
  await database.close();

  const server = await startServer(db);
  const search = async (i: number) => {
    const q = QUERIES[i % QUERIES.length] ?? 'a';
    const began = performance.now();
    const response = await fetch(`${server.url}/api/v2/staff?q=${encodeURIComponent(q)}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const json = (await response.json()) as { staff?: unknown[] };
    return { ms: performance.now() - began, status: response.status, results: json.staff?.length ?? 0, q };
  };
  const ego = async () => {
    const began = performance.now();
    await (await fetch(`${server.url}/api/v2/ego`, { headers: { authorization: `Bearer ${token}` } })).arrayBuffer();
    return performance.now() - began;
  };
  const times: number[] = [];
  const egoTimes: number[] = [];
  const problems: string[] = [];
  let results = 0;
  try {
    // Warm-up (JIT, connection pool, plans).
    for (let i = 0; i < QUERIES.length * 2; i++) await search(i);
    for (let i = 0; i < requests; i++) {
      const answer = await search(i);
      times.push(answer.ms);
      results += answer.results;
      if (answer.status !== 200) problems.push(`${answer.q}: ${answer.status}`);
      if (i % 5 === 0) egoTimes.push(await ego());
    }
  } finally {
    await server.stop();
  }
  const sorted = [...times].sort((a, b) => a - b);
  const egoSorted = [...egoTimes].sort((a, b) => a - b);
  return {
    egoP50: percentile(egoSorted, 50),
    egoP99: percentile(egoSorted, 99),
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? Number.NaN,
    requests,
    problems,
    meanResults: results / Math.max(1, requests),
  };
}
