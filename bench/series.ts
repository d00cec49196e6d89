// The series figure (issue #11): 260 weekly occurrences of a room previewed and booked in one request each.
import { addDays, localDayOf, weekday } from '../src/domain/time/local-day';
import { accessTokens } from '../src/server/http/access-token';
import { issueRefreshToken } from '../src/server/features/auth/refresh-tokens';
import { BENCH_JWT_SECRET, startServer, type BenchDatabase } from './env';
import { BENCH_GROUP, seedBase, TIME_ZONE } from './seed';

export const SERIES_OCCURRENCES = 260;
const ROOM_ID_OFFSET = 500_000;
const XSRF = 'bench-xsrf-token';

export interface SeriesFigures {
  previewMs: number[];
  createMs: number[];
  /** Anything but 200 (preview) or 201 with every occurrence booked (create). */
  problems: string[];
}

/** Times `POST series/preview` and `POST series` over HTTP against a server process, each on its own room. */
export async function benchSeries(db: BenchDatabase, repetitions: number): Promise<SeriesFigures> {
  const today = localDayOf(new Date(), TIME_ZONE);
  const database = await db.open();
  await seedBase(database, { desks: 10, bulkDesks: 0, bulkDays: 0, bulkBudgetMs: 0, chunkDays: 1, today });
  await database.exec(`
    UPDATE groups SET series_horizon_days = 1830, has_conference_rooms = true WHERE id = ${BENCH_GROUP};
    INSERT INTO resources (group_id, id, kind, area_id, label, capacity)
    SELECT ${BENCH_GROUP}, ${ROOM_ID_OFFSET} + r, 'room', 1, 'Room ' || r, 10 FROM generate_series(1, ${repetitions + 1}) r;
  `);
  const { familyId } = await issueRefreshToken(database.db, { groupId: BENCH_GROUP, userId: 1 }, 30);
  const token = await accessTokens(BENCH_JWT_SECRET, 3_600).sign({ groupId: BENCH_GROUP, userId: 1, sessionId: familyId }, null);
  await database.close();

  const server = await startServer(db);
  const start = addDays(today, 1);
  const body = (room: number) =>
    JSON.stringify({
      kind: 'room',
      resource_id: ROOM_ID_OFFSET + room,
      start_day: start,
      start_minute: 600,
      end_minute: 660,
      title: 'Jour fixe',
      attendee_count: 2,
      recurrence: { frequency: 'weekly', weekdays: [weekday(start)], count: SERIES_OCCURRENCES },
    });
  const post = async (path: string, room: number) => {
    const began = performance.now();
    const response = await fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        cookie: `XSRF-TOKEN=${XSRF}`,
        'x-xsrf-token': XSRF,
        'content-type': 'application/json',
      },
      body: body(room),
    });
    const json = (await response.json()) as { occurrences?: Array<{ outcome: string }> };
    return { ms: performance.now() - began, status: response.status, outcomes: json.occurrences?.map((o) => o.outcome) ?? [] };
  };
  const figures: SeriesFigures = { previewMs: [], createMs: [], problems: [] };
  try {
    // Warm-up on a room of its own (JIT, connection pool).
    await post('/api/v2/series/preview', repetitions + 1);
    await post('/api/v2/series', repetitions + 1);
    for (let room = 1; room <= repetitions; room++) {
      const preview = await post('/api/v2/series/preview', room);
      const create = await post('/api/v2/series', room);
      figures.previewMs.push(preview.ms);
      figures.createMs.push(create.ms);
      const allBooked = (r: { outcomes: string[] }) => r.outcomes.length === SERIES_OCCURRENCES && r.outcomes.every((o) => o === 'booked');
      if (preview.status !== 200 || !allBooked(preview)) figures.problems.push(`preview ${preview.status} (${preview.outcomes.length})`);
      if (create.status !== 201 || !allBooked(create)) figures.problems.push(`create ${create.status} (${create.outcomes.length})`);
    }
  } finally {
    await server.stop();
  }
  return figures;
}
