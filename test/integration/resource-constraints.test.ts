import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/client';
import { pgConstraint } from '../../src/server/db/pg-errors';
import { DATABASE_KINDS } from '../support/databases';
import { DEMO, startTestApp, type TestApp } from '../support/test-app';

const DAY = '2031-05-06';
const NINE = `${DAY} 09:00+02`;
const TEN = `${DAY} 10:00+02`;
const ELEVEN = `${DAY} 11:00+02`;

describe.each(DATABASE_KINDS)('one exclusion constraint per resource, one per person for desks and parking, on %s', (kind) => {
  let t: TestApp;
  let userId: number;
  let otherId: number;
  const byKind: Record<string, number[]> = {};

  beforeAll(async () => {
    t = await startTestApp(kind);
    const users = await queryRows<{ id: number; email: string }>(t.database.db, sql`SELECT id, email FROM users ORDER BY id`);
    userId = users.find((u) => u.email === DEMO.users[0].email)?.id ?? 0;
    otherId = users.find((u) => u.email === DEMO.users[1].email)?.id ?? 0;
    const resources = await queryRows<{ id: number; kind: string }>(t.database.db, sql`SELECT id, kind FROM resources ORDER BY id`);
    for (const r of resources) (byKind[r.kind] ??= []).push(r.id);
  });
  afterAll(() => t.close());

  /** Inserts a booking and answers 'ok' or the name of the constraint that refused it. */
  async function book(user: number, resourceKind: string, index: number, from: string, to: string, status = 'booked') {
    const resourceId = byKind[resourceKind]?.[index] ?? 0;
    try {
      await t.database.db.execute(sql`INSERT INTO bookings (group_id, user_id, resource_id, resource_kind, day, start_at, end_at, status)
        VALUES (${t.demoGroupId}, ${user}, ${resourceId}, ${resourceKind}, ${DAY}, ${from}::timestamptz, ${to}::timestamptz, ${status})`);
      return 'ok';
    } catch (error) {
      return pgConstraint(error) ?? String(error);
    }
  }

  it('a person may hold a desk and a parking space at the same time, but not two of either', async () => {
    expect(await book(userId, 'desk', 0, NINE, ELEVEN)).toBe('ok');
    expect(await book(userId, 'parking', 0, NINE, ELEVEN)).toBe('ok');
    expect(await book(userId, 'desk', 1, TEN, ELEVEN)).toBe('bookings_user_overlap');
    expect(await book(userId, 'parking', 1, TEN, ELEVEN)).toBe('bookings_user_overlap');
  });

  it('rooms and bookables may be held side by side by one person, but never twice at once', async () => {
    expect(await book(userId, 'room', 0, NINE, TEN)).toBe('ok');
    expect(await book(userId, 'room', 1, NINE, TEN)).toBe('ok');
    expect(await book(userId, 'bookable', 0, NINE, TEN)).toBe('ok');
    expect(await book(otherId, 'room', 0, NINE, ELEVEN)).toBe('bookings_resource_overlap');
    expect(await book(otherId, 'room', 0, TEN, ELEVEN)).toBe('ok');
  });

  it('waiting bookings hold nothing: two may overlap, and the constraint decides when one is confirmed', async () => {
    expect(await book(userId, 'bookable', 1, NINE, ELEVEN, 'waiting')).toBe('ok');
    expect(await book(otherId, 'bookable', 1, NINE, ELEVEN, 'waiting')).toBe('ok');
    const waiting = await queryRows<{ id: number }>(
      t.database.db,
      sql`SELECT id::int FROM bookings WHERE resource_id = ${byKind.bookable?.[1] ?? 0} ORDER BY id`,
    );
    const confirm = async (id: number) => {
      try {
        await t.database.db.execute(sql`UPDATE bookings SET status = 'booked' WHERE group_id = ${t.demoGroupId} AND id = ${id}`);
        return 'ok';
      } catch (error) {
        return pgConstraint(error);
      }
    };
    expect(await confirm(waiting[0]?.id ?? 0)).toBe('ok');
    expect(await confirm(waiting[1]?.id ?? 0)).toBe('bookings_resource_overlap');
  });

  it("a booking's kind must be its resource's kind", async () => {
    expect(await book(userId, 'desk', 5, '2031-05-07 09:00+02', '2031-05-07 10:00+02')).toBe('ok');
    const deskId = byKind.desk?.[6] ?? 0;
    const wrongKind = await t.database.db
      .execute(
        sql`INSERT INTO bookings (group_id, user_id, resource_id, resource_kind, day, start_at, end_at, status)
        VALUES (${t.demoGroupId}, ${otherId}, ${deskId}, 'room', ${DAY}, ${NINE}::timestamptz, ${TEN}::timestamptz, 'booked')`,
      )
      .then(
        () => 'ok',
        (error: unknown) => pgConstraint(error),
      );
    expect(wrongKind).toBe('bookings_resource_fkey');
  });
});
