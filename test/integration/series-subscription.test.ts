import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriesWriteResponseSchema } from '../../src/contract/series';
import { queryRows } from '../../src/server/db/client';
import { groups, subscriptions, users } from '../../src/server/db/schema';
import { ApiClient } from '../support/api-client';
import { DATABASE_KINDS } from '../support/databases';
import { DEMO, startTestApp, type TestApp } from '../support/test-app';

const [demo] = DEMO.users;

describe.each(DATABASE_KINDS)('subscription check when a series is changed, on %s', (kind) => {
  // The app's clock stands at Tuesday 5 January 2027, 09:30 in Berlin: every day below is a literal.
  const now = new Date('2027-01-05T08:30:00Z');
  let t: TestApp;
  let dana: ApiClient;
  let deskId: number;
  let seriesId: number;

  const seriesBookings = async () =>
    queryRows<{ day: string; status: string }>(
      t.database.db,
      sql`SELECT day::text AS day, status FROM bookings WHERE group_id = ${t.demoGroupId} AND series_id = ${seriesId} ORDER BY day, id`,
    );
  /** Tuesdays 09:00–17:00 from 12 January 2027. */
  const tuesdays = (count: number, overrides: Record<string, unknown> = {}) => ({
    kind: 'desk',
    resource_id: deskId,
    start_day: '2027-01-12',
    start_minute: 540,
    end_minute: 1020,
    recurrence: { frequency: 'weekly', weekdays: [2], count },
    ...overrides,
  });

  beforeAll(async () => {
    t = await startTestApp(kind, {}, { clock: { now: () => now } });
    dana = new ApiClient(t.app);
    await dana.login(demo.email, DEMO.password);
    deskId =
      (
        await queryRows<{ id: number }>(t.database.db, sql`SELECT id FROM resources WHERE group_id = ${t.demoGroupId} AND label = 'B1-06'`)
      )[0]?.id ?? 0;
    await t.database.db.update(groups).set({ subscriptionRequired: true }).where(eq(groups.id, t.demoGroupId));
    // Dana's subscription ends on Wednesday 20 January.
    const [user] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, demo.email));
    await t.database.db
      .insert(subscriptions)
      .values({ groupId: t.demoGroupId, userId: user?.id ?? 0, name: 'Büro-Abo', validUntil: '2027-01-20' });
    const created = await dana.postAs('/api/v2/series', tuesdays(2), seriesWriteResponseSchema);
    seriesId = created.series.id;
    expect(created.occurrences.map((o) => [o.day, o.outcome])).toEqual([
      ['2027-01-12', 'booked'],
      ['2027-01-19', 'booked'],
    ]);
  });
  afterAll(() => t.close());

  it('refuses a change that would book a day without a valid subscription with 403, and changes nothing', async () => {
    const refused = await dana.put(`/api/v2/series/${seriesId}`, tuesdays(3));
    expect([refused.statusCode, refused.json().message]).toEqual([403, 'Für diesen Tag hast du kein gültiges Abonnement.']);
    dana.language = 'en';
    const moved = await dana.put(`/api/v2/series/${seriesId}`, tuesdays(2, { start_day: '2027-01-19' }));
    expect([moved.statusCode, moved.json().message]).toEqual([403, 'You have no valid subscription for this day.']);
    dana.language = 'de';
    expect(await seriesBookings()).toEqual([
      { day: '2027-01-12', status: 'booked' },
      { day: '2027-01-19', status: 'booked' },
    ]);
    const [row] = await queryRows<{ rule: string }>(
      t.database.db,
      sql`SELECT rule FROM series WHERE group_id = ${t.demoGroupId} AND id = ${seriesId}`,
    );
    expect(row?.rule).toBe('FREQ=WEEKLY;INTERVAL=1;BYDAY=TU;WKST=MO;COUNT=2');
  });

  it('accepts a change whose days are all covered', async () => {
    const changed = await dana.put(
      `/api/v2/series/${seriesId}`,
      tuesdays(2, { start_day: '2027-01-13', recurrence: { frequency: 'weekly', weekdays: [3], count: 2 } }),
    );
    expect(changed.statusCode).toBe(200);
    expect(seriesWriteResponseSchema.parse(changed.json()).occurrences.map((o) => [o.day, o.outcome])).toEqual([
      ['2027-01-13', 'booked'],
      ['2027-01-20', 'booked'],
    ]);
  });

  it('needs no subscription to change a series when the group demands none', async () => {
    await t.database.db.update(groups).set({ subscriptionRequired: false }).where(eq(groups.id, t.demoGroupId));
    const changed = await dana.put(
      `/api/v2/series/${seriesId}`,
      tuesdays(3, { start_day: '2027-01-13', recurrence: { frequency: 'weekly', weekdays: [3], count: 3 } }),
    );
    expect(changed.statusCode).toBe(200);
    expect(seriesWriteResponseSchema.parse(changed.json()).occurrences.map((o) => [o.day, o.outcome])).toEqual([
      ['2027-01-13', 'booked'],
      ['2027-01-20', 'booked'],
      ['2027-01-27', 'booked'],
    ]);
  });
});
