import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableDesksResponseSchema, createBookingResponseSchema, daysResponseSchema } from '../../src/contract/bookings';
import { egoResponseSchema } from '../../src/contract/ego';
import { ApiClient } from '../support/api-client';
import { DATABASE_KINDS } from '../support/databases';
import { startSmtpServer } from '../support/smtp';
import { DEMO, startTestApp, type TestApp } from '../support/test-app';

const [demo] = DEMO.users;
/** Tuesday 5 January 2027, 09:30 in Berlin. */
const NOW = new Date('2027-01-05T08:30:00Z');

describe.each(DATABASE_KINDS)('a fixed clock, the booking horizon and mail that leaves at once on %s', (kind) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let client: ApiClient;
  let fullDay: number;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    // The ticker would deliver only after a minute: a mail that arrives sooner left with its request.
    t = await startTestApp(kind, { SMTP_URL: smtp.url, TICKER_INTERVAL_MS: '60000' }, { clock: { now: () => NOW } });
    client = new ApiClient(t.app);
    await client.login(demo.email, DEMO.password);
    fullDay = (await client.getAs('/api/v2/ego', egoResponseSchema)).group.slots.find((s) => s.name === 'full_day')?.id ?? 0;
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('offers free desks from today to 30 days ahead and refuses other days with the field message', async () => {
    expect(
      (await client.getAs(`/api/v2/desks/available?day=2027-01-05&slot_id=${fullDay}`, availableDesksResponseSchema)).desks,
    ).toHaveLength(36);
    expect(
      (await client.getAs(`/api/v2/desks/available?day=2027-02-04&slot_id=${fullDay}`, availableDesksResponseSchema)).desks,
    ).toHaveLength(36);
    const past = await client.get(`/api/v2/desks/available?day=2027-01-04&slot_id=${fullDay}`);
    expect(past.statusCode).toBe(422);
    expect(past.json().errors).toEqual({ day: ['Vergangene Tage können nicht gebucht werden.'] });
    client.language = 'en';
    const beyond = await client.get(`/api/v2/desks/available?day=2027-02-05&slot_id=${fullDay}`);
    client.language = 'de';
    expect(beyond.statusCode).toBe(422);
    expect(beyond.json().errors).toEqual({ day: ['At most 30 days in advance.'] });
  });

  it("counts days in the group's zone from the injected clock: my bookings from today on", async () => {
    const [desk] = (await client.getAs(`/api/v2/desks/available?day=2027-01-06&slot_id=${fullDay}`, availableDesksResponseSchema)).desks;
    const created = await client.postAs(
      '/api/v2/bookings',
      { desk_id: desk?.id, days: ['2027-01-06', '2027-01-08'], slot_id: fullDay },
      createBookingResponseSchema,
    );
    expect(created.results.map((r) => `${r.day} ${r.outcome}`)).toEqual(['2027-01-06 booked', '2027-01-08 booked']);
    expect((await client.getAs('/api/v2/days', daysResponseSchema)).days.map((d) => d.day)).toEqual(['2027-01-06', '2027-01-08']);
    const [first] = created.results;
    expect(first?.booking).toMatchObject({ start_at: '2027-01-06T07:00:00.000Z', end_at: '2027-01-06T17:00:00.000Z' });
  });

  it('sends the booking confirmation right after the request, not at the next tick', async () => {
    const mails = await smtp.waitFor(1, 5_000);
    expect(mails[0]?.to).toEqual([demo.email]);
    expect(mails[0]?.raw).toContain('Subject: Schreibtisch');
  });
});

describe.each(DATABASE_KINDS)('without Server-Timing, as in production, on %s', (kind) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let client: ApiClient;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await startTestApp(
      kind,
      { SMTP_URL: smtp.url, TICKER_INTERVAL_MS: '60000', SERVER_TIMING: 'false' },
      { clock: { now: () => NOW } },
    );
    client = new ApiClient(t.app);
    await client.login(demo.email, DEMO.password);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('answers without the header and still mails the booking confirmation right after the request', async () => {
    const ego = await client.get('/api/v2/ego');
    expect(ego.statusCode).toBe(200);
    expect(ego.headers['server-timing']).toBeUndefined();
    const fullDay = egoResponseSchema.parse(ego.json()).group.slots.find((s) => s.name === 'full_day')?.id ?? 0;
    const [desk] = (await client.getAs(`/api/v2/desks/available?day=2027-01-07&slot_id=${fullDay}`, availableDesksResponseSchema)).desks;
    const created = await client.post('/api/v2/bookings', { desk_id: desk?.id, days: ['2027-01-07'], slot_id: fullDay });
    expect(created.statusCode).toBe(201);
    expect(created.headers['server-timing']).toBeUndefined();
    const mails = await smtp.waitFor(1, 5_000);
    expect(mails[0]?.to).toEqual([demo.email]);
    expect(mails[0]?.raw).toContain('Subject: Schreibtisch');
  });
});
