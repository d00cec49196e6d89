import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, localDayOf } from '../../src/domain/time/local-day';
import { queryRows } from '../../src/server/db/client';
import { ApiClient } from '../support/api-client';
import { printDatabaseActivityOnFailure } from '../support/database-activity';
import { DATABASE_KINDS } from '../support/databases';
import { DEMO, startTestApp, type TestApp } from '../support/test-app';
import { createUsersWithTokens } from '../support/users';

const PARALLEL = 200;
const tally = (statuses: number[]) => statuses.reduce<Record<number, number>>((acc, s) => ({ ...acc, [s]: (acc[s] ?? 0) + 1 }), {});

describe.each(DATABASE_KINDS)('200 parallel requests for one parking space-day on %s', (kind) => {
  let t: TestApp;
  printDatabaseActivityOnFailure(() => t);
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  it('give exactly 1 booking and 199 × 409, no 5xx', async () => {
    const users = await createUsersWithTokens(t.database, t.demoGroupId, PARALLEL, 'park-race');
    const day = addDays(localDayOf(new Date(), DEMO.timeZone), 2);
    const [space] = await queryRows<{ id: number }>(
      t.database.db,
      sql`SELECT id FROM resources WHERE group_id = ${t.demoGroupId} AND label = 'P1'`,
    );
    const statuses = await Promise.all(
      users.map(async (user) => {
        const client = new ApiClient(t.app);
        client.token = user.token;
        return (await client.post('/api/v2/parking_bookings', { days: [day], resource_id: space?.id })).statusCode;
      }),
    );
    expect(tally(statuses)).toEqual({ 201: 1, 409: PARALLEL - 1 });
    const held = await queryRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM bookings WHERE resource_id = ${space?.id} AND day = ${day} AND status = 'booked'`,
    );
    expect(held).toEqual([{ n: 1 }]);
  });
});
