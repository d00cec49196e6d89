// A whole draw in the database: 10,000 requests (a fifth in teams of four) over 2,000 desks, bookings, decisions and
// messages in one transaction.
import { sql } from 'drizzle-orm';
import { addDays, localDayOf } from '../src/domain/time/local-day';
import { queryRows, type Database } from '../src/server/db/client';
import { findGroup, groupSlots } from '../src/server/features/groups/repository';
import { runLotteryForDay } from '../src/server/features/lottery/run-for-day';

const REQUESTS = 10_000;
const DESKS = 2_000;

/** Seeds a lottery group next to whatever is there and times one draw. */
export async function benchLotteryInDatabase(database: Database): Promise<{ seconds: number; winners: number; waitlist: number }> {
  const db = database.db;
  const [group] = await queryRows<{ id: number }>(
    db,
    sql`INSERT INTO groups (name, allocation_mode, password_policy) VALUES ('Lottery Bench', 'algorithm', '{"rule":{"has_capital":true,"has_letters":true,"has_numbers":true,"has_symbols":true,"length":10},"regex":null,"helper":null}') RETURNING id`,
  );
  const groupId = Number(group?.id);
  await db.execute(sql`INSERT INTO slots (group_id, name, start_minute, end_minute) VALUES (${groupId}, 'full_day', 480, 1080)`);
  await db.execute(sql`INSERT INTO locations (group_id, name) VALUES (${groupId}, 'HQ')`);
  await db.execute(
    sql`INSERT INTO areas (group_id, location_id, name) SELECT ${groupId}, l.id, 'Area ' || a FROM locations l, generate_series(1, 40) a WHERE l.group_id = ${groupId}`,
  );
  await db.execute(sql`
    INSERT INTO resources (group_id, kind, area_id, label)
    SELECT ${groupId}, 'desk', a.id, 'L-' || a.id || '-' || d FROM areas a, generate_series(1, ${DESKS / 40}) d WHERE a.group_id = ${groupId}`);
  await db.execute(sql`
    INSERT INTO users (group_id, email, first_name, name, password_hash, terms_accepted_at)
    SELECT ${groupId}, 'lot' || i || '@bench.test', 'L' || i, 'Bench', 'x', now() FROM generate_series(1, ${REQUESTS}) i`);
  const day = addDays(localDayOf(new Date(), 'Europe/Berlin'), 2);
  await db.execute(sql`
    INSERT INTO desk_requests (group_id, user_id, day, preferred_area_id, team_key)
    SELECT ${groupId}, u.id, ${day}::date, CASE WHEN u.id % 3 = 0 THEN (SELECT min(id) FROM areas WHERE group_id = ${groupId}) + u.id % 40 END,
           CASE WHEN u.id % 5 = 0 THEN md5('team' || ${groupId} || '-' || u.id / 20)::uuid END
      FROM users u WHERE u.group_id = ${groupId}`);
  const groupRow = await findGroup(db, groupId);
  const slots = await groupSlots(db, groupId);
  if (!groupRow) throw new Error('bench group missing');
  const start = performance.now();
  const outcome = await db.transaction((tx) => runLotteryForDay(tx, groupRow, slots, day, 'desk'));
  return { seconds: (performance.now() - start) / 1000, winners: outcome.winners, waitlist: outcome.waitlist };
}
