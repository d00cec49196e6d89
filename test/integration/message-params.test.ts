import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, localDayOf } from '../../src/domain/time/local-day';
import { ApiClient } from '../support/api-client';
import { DATABASE_KINDS } from '../support/databases';
import { DEMO, startTestApp, type TestApp } from '../support/test-app';

/** Messages that name a limit say the number, in both languages, never a raw '{{placeholder}}'. */
describe.each(DATABASE_KINDS)('limits named in messages on %s', (kind) => {
  let t: TestApp;
  let client: ApiClient;
  let days: string[];
  beforeAll(async () => {
    t = await startTestApp(kind);
    client = new ApiClient(t.app);
    await client.login(DEMO.users[1].email, DEMO.password);
    const today = localDayOf(new Date(), DEMO.timeZone);
    days = Array.from({ length: 31 }, (_, i) => addDays(today, i + 1));
  });
  afterAll(() => t.close());

  const bookingCount = async () => (await client.get('/api/v2/bookings')).json().bookings.length as number;

  it.each([
    ['de', 'Höchstens 30 Tage auf einmal.'],
    ['en', 'At most 30 days at once.'],
  ])('booking 31 days answers in %s: %s', async (language, message) => {
    client.language = language;
    const before = await bookingCount();
    const response = await client.post('/api/v2/bookings', { desk_id: 1, days, slot_id: 1 });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.days).toEqual([message]);
    expect(response.body).not.toContain('{{');
    expect(await bookingCount()).toBe(before);
  });

  it('requesting 31 days in the lottery says the limit too', async () => {
    client.language = 'de';
    const response = await client.post('/api/v2/desk_requests', { days });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.days).toEqual(['Höchstens 30 Tage auf einmal.']);
  });
});
