import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, localDayOf, weekday } from '../../src/domain/time/local-day';
import { queryRows } from '../../src/server/db/client';
import { groups } from '../../src/server/db/schema';
import { ApiClient } from '../support/api-client';
import { DATABASE_KINDS } from '../support/databases';
import { DEMO, startTestApp, type TestApp } from '../support/test-app';

const [demo] = DEMO.users;

/** The last Sunday of a month (Europe/Berlin changes its clocks on the last Sundays of March and October). */
function lastSunday(year: number, month: number): string {
  let day = addDays(`${year}-${String(month + 1).padStart(2, '0')}-01`, -1);
  while (weekday(day) !== 7) day = addDays(day, -1);
  return day;
}
/** The next clock-change Sunday of that month from today on. */
function nextChange(month: 3 | 10): string {
  const today = localDayOf(new Date(), DEMO.timeZone);
  const year = Number(today.slice(0, 4));
  const thisYear = lastSunday(year, month);
  return thisYear > today ? thisYear : lastSunday(year + 1, month);
}

describe.each(DATABASE_KINDS)('booking hours on clock-change days in Europe/Berlin on %s', (kind) => {
  let t: TestApp;
  let dana: ApiClient;
  let deskId: number;
  const springForward = nextChange(3);
  const fallBack = nextChange(10);

  beforeAll(async () => {
    t = await startTestApp(kind);
    // Both Sundays must be bookable from today.
    await t.database.db.update(groups).set({ maxAdvanceDays: 365 }).where(eq(groups.id, t.demoGroupId));
    dana = new ApiClient(t.app);
    await dana.login(demo.email, DEMO.password);
    const [desk] = await queryRows<{ id: number }>(t.database.db, sql`SELECT id FROM resources WHERE kind = 'desk' ORDER BY id LIMIT 1`);
    deskId = desk?.id ?? 0;
  });
  afterAll(() => t.close());

  const bookingCount = async () =>
    (await queryRows<{ n: number }>(t.database.db, sql`SELECT count(*)::int AS n FROM bookings`))[0]?.n ?? -1;

  it('says that 02:30 does not exist on the spring-forward Sunday, and books nothing', async () => {
    const before = await bookingCount();
    const response = await dana.post('/api/v2/bookings', { desk_id: deskId, days: [springForward], start_minute: 150, end_minute: 600 });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      start_minute: [`Diese Uhrzeit gibt es am ${springForward} nicht (Umstellung auf Sommerzeit).`],
    });
    expect(await bookingCount()).toBe(before);
  });

  it('says that an end at 02:30 is ambiguous on the fall-back Sunday, in English too', async () => {
    dana.language = 'en';
    const response = await dana.post('/api/v2/bookings', { desk_id: deskId, days: [fallBack], start_minute: 60, end_minute: 150 });
    dana.language = 'de';
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      end_minute: [`This time is ambiguous on ${fallBack} (it occurs twice because the clocks go back).`],
    });
  });

  it('refuses such hours when looking for free desks too', async () => {
    const response = await dana.get(`/api/v2/desks/available?day=${springForward}&start_minute=120&end_minute=600`);
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['start_minute']);
  });

  it('books hours around the change: 01:00–04:00 is two real hours on the spring-forward Sunday', async () => {
    const response = await dana.post('/api/v2/bookings', { desk_id: deskId, days: [springForward], start_minute: 60, end_minute: 240 });
    expect(response.statusCode).toBe(201);
    const booking = response.json().results[0].booking;
    expect((Date.parse(booking.end_at) - Date.parse(booking.start_at)) / 3_600_000).toBe(2);
  });
});
