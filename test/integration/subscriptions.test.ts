import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBookingResponseSchema, daysResponseSchema } from '../../src/contract/bookings';
import { queryRows } from '../../src/server/db/client';
import { groups, subscriptions, users } from '../../src/server/db/schema';
import { ApiClient } from '../support/api-client';
import { DATABASE_KINDS } from '../support/databases';
import { DEMO, startTestApp, type TestApp } from '../support/test-app';

const [demo, kollege] = DEMO.users;

describe.each(DATABASE_KINDS)('subscriptions on %s', (kind) => {
  // The app's clock stands at Tuesday 5 January 2027, 09:30 in Berlin: every day below is a literal.
  const now = new Date('2027-01-05T08:30:00Z');
  let t: TestApp;
  let dana: ApiClient;
  let karl: ApiClient;
  let deskId: (label: string) => Promise<number>;
  let morning: number;

  const bookingCount = async () =>
    (
      await queryRows<{ n: number }>(
        t.database.db,
        sql`SELECT count(*)::int AS n FROM bookings WHERE resource_kind = 'desk' AND day >= '2027-01-05'`,
      )
    )[0]?.n;
  const userId = async (email: string) =>
    (await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]?.id ?? 0;

  beforeAll(async () => {
    t = await startTestApp(kind, {}, { clock: { now: () => now } });
    dana = new ApiClient(t.app);
    karl = new ApiClient(t.app);
    await dana.login(demo.email, DEMO.password);
    await karl.login(kollege.email, DEMO.password);
    deskId = async (label) =>
      (
        await queryRows<{ id: number }>(t.database.db, sql`SELECT id FROM resources WHERE group_id = ${t.demoGroupId} AND label = ${label}`)
      )[0]?.id ?? 0;
    morning =
      (await queryRows<{ id: number }>(t.database.db, sql`SELECT id FROM slots WHERE group_id = ${t.demoGroupId} AND name = 'morning'`))[0]
        ?.id ?? 0;
    await t.database.db.update(groups).set({ subscriptionRequired: true }).where(eq(groups.id, t.demoGroupId));
    // Dana's subscription ends on Friday 8 January; Karl has none.
    await t.database.db
      .insert(subscriptions)
      .values({ groupId: t.demoGroupId, userId: await userId(demo.email), name: 'Büro-Abo', validUntil: '2027-01-08' });
  });
  afterAll(() => t.close());

  it('refuses a desk without a valid subscription with 403 and the reason, and books nothing', async () => {
    const before = await bookingCount();
    const refused = await karl.post('/api/v2/bookings', { desk_id: await deskId('B1-03'), days: ['2027-01-06'], slot_id: morning });
    expect([refused.statusCode, refused.json().message]).toEqual([403, 'Für diesen Tag hast du kein gültiges Abonnement.']);
    karl.language = 'en';
    const refusedEn = await karl.post('/api/v2/bookings', { desk_id: await deskId('B1-03'), days: ['2027-01-06'], slot_id: morning });
    expect([refusedEn.statusCode, refusedEn.json().message]).toEqual([403, 'You have no valid subscription for this day.']);
    karl.language = 'de';
    expect(await bookingCount()).toBe(before);
  });

  it('books the covered days and refuses the rest with their outcome', async () => {
    const response = await dana.postAs(
      '/api/v2/bookings',
      { desk_id: await deskId('B1-04'), days: ['2027-01-11', '2027-01-07', '2027-01-08'], slot_id: morning },
      createBookingResponseSchema,
    );
    expect(response.results.map((r) => [r.day, r.outcome, r.booking?.desk.label ?? null])).toEqual([
      ['2027-01-07', 'booked', 'B1-04'],
      ['2027-01-08', 'booked', 'B1-04'],
      ['2027-01-11', 'no_subscription', null],
    ]);
  });

  it('lists the covered booked days as payed_days', async () => {
    await t.database.db
      .update(subscriptions)
      .set({ validUntil: '2027-01-07' })
      .where(and(eq(subscriptions.groupId, t.demoGroupId), eq(subscriptions.userId, await userId(demo.email))));
    const days = await dana.getAs('/api/v2/days?from=2027-01-05&to=2027-01-31', daysResponseSchema);
    expect(days.days.map((d) => d.day)).toEqual(['2027-01-07', '2027-01-08']);
    expect(days.payed_days).toEqual([{ day: '2027-01-07' }]);
  });

  it('refuses one-click, walk-in check-in and lottery requests without a subscription', async () => {
    const oneClick = await karl.post('/api/v2/bookings/one_click', { when: 'tomorrow' });
    expect([oneClick.statusCode, oneClick.json().message]).toEqual([403, 'Für diesen Tag hast du kein gültiges Abonnement.']);
    const [desk] = await queryRows<{ uuid: string }>(
      t.database.db,
      sql`SELECT uuid FROM resources WHERE group_id = ${t.demoGroupId} AND label = 'B2-12'`,
    );
    const walkIn = await karl.post(`/api/v2/desks/check_in/${desk?.uuid}`);
    expect([walkIn.statusCode, walkIn.json().message]).toEqual([403, 'Für diesen Tag hast du kein gültiges Abonnement.']);
    await t.database.db.update(groups).set({ allocationMode: 'algorithm' }).where(eq(groups.id, t.demoGroupId));
    const request = await karl.post('/api/v2/desk_requests', { days: ['2027-01-07'] });
    expect([request.statusCode, request.json().message]).toEqual([403, 'Für diesen Tag hast du kein gültiges Abonnement.']);
    await t.database.db.update(groups).set({ allocationMode: 'fcfs' }).where(eq(groups.id, t.demoGroupId));
  });

  it('needs no subscription for a user who needs no desk, nor in a group that demands none', async () => {
    await t.database.db.update(users).set({ deskRequired: 'none' }).where(eq(users.email, kollege.email));
    const noDeskNeeded = await karl.post('/api/v2/bookings', { desk_id: await deskId('B1-05'), days: ['2027-01-06'], slot_id: morning });
    expect(noDeskNeeded.statusCode).toBe(201);
    await t.database.db.update(users).set({ deskRequired: 'other' }).where(eq(users.email, kollege.email));
    await t.database.db.update(groups).set({ subscriptionRequired: false }).where(eq(groups.id, t.demoGroupId));
    const notDemanded = await karl.post('/api/v2/bookings', { desk_id: await deskId('B1-05'), days: ['2027-01-12'], slot_id: morning });
    expect(notDemanded.statusCode).toBe(201);
  });
});
