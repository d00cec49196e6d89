import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../support/api-client';
import { DATABASE_KINDS } from '../support/databases';
import { startSmtpServer } from '../support/smtp';
import { DEMO, startTestApp, type TestApp } from '../support/test-app';

const [demo] = DEMO.users;

// A booking's confirmation mail leaves right after the answer. While a slow mail server takes its time, the app must
// go on answering: on PGlite, a transaction held open during the send would hold the only connection.
describe.each(DATABASE_KINDS)('requests while a mail is on its way on %s', (kind) => {
  const now = new Date('2027-01-05T08:30:00Z');
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let t: TestApp;
  let dana: ApiClient;

  beforeAll(async () => {
    smtp = await startSmtpServer({ acceptAfterMs: 2_000 });
    t = await startTestApp(kind, { SMTP_URL: smtp.url }, { clock: { now: () => now } });
    dana = new ApiClient(t.app);
    await dana.login(demo.email, DEMO.password);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('answers GET ego at once while the booking mail waits for the mail server', async () => {
    const ego = (await dana.get('/api/v2/ego')).json();
    const fullDay = ego.group.slots.find((s: { name: string }) => s.name === 'full_day').id;
    const desks = (await dana.get(`/api/v2/desks/available?day=2027-01-07&slot_id=${fullDay}`)).json().desks;
    const booked = await dana.post('/api/v2/bookings', { desk_id: desks[0].id, days: ['2027-01-07'], slot_id: fullDay });
    expect(booked.statusCode).toBe(201);
    await smtp.waitFor(1);
    // The mail server has the mail and keeps the sender waiting for 2 s.
    const started = performance.now();
    expect((await dana.get('/api/v2/ego')).statusCode).toBe(200);
    expect((await dana.get('/api/v2/bookings')).statusCode).toBe(200);
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});
