import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/client';
import { ApiClient } from '../support/api-client';
import { DATABASE_KINDS } from '../support/databases';
import { mailText, resetTokenFrom, startSmtpServer } from '../support/smtp';
import { DEMO, startTestApp, type TestApp } from '../support/test-app';

const [demo] = DEMO.users;

describe.each(DATABASE_KINDS)('forgot password on %s, mail over real SMTP', (kind) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await startTestApp(kind, { SMTP_URL: smtp.url, PUBLIC_URL: 'https://app.deskfair.test' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('says so when the email is unknown, and sends nothing', async () => {
    const response = await new ApiClient(t.app).post('/api/v2/password/forgot', { email: 'nobody@deskfair.test' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.email).toEqual(['E-Mail-Adresse nicht gefunden.']);
    const [queued] = await queryRows<{ n: number }>(t.database.db, sql`SELECT count(*)::int AS n FROM outbox`);
    expect(queued?.n).toBe(0);
  });

  it('mails a one-time link that sets a new password and ends old sessions', async () => {
    const oldSession = new ApiClient(t.app);
    await oldSession.login(demo.email, DEMO.password);

    const client = new ApiClient(t.app);
    const asked = await client.post('/api/v2/password/forgot', { email: demo.email.toUpperCase() });
    expect(asked.statusCode).toBe(200);
    const [mail] = await smtp.waitFor(1);
    expect(mail?.to).toEqual([demo.email]);
    expect(mailText(mail?.raw ?? '')).toContain('Hallo Dana,');
    expect(mailText(mail?.raw ?? '')).toContain('https://app.deskfair.test/#/password?token=');
    const token = resetTokenFrom(mail?.raw ?? '');

    const policy = await client.get(`/api/v2/password/policy?token=${encodeURIComponent(token)}`);
    expect(policy.json()).toMatchObject({ name: DEMO.groupName });

    const weak = await client.post('/api/v2/password/reset', { token, password: 'kurz', password_confirmation: 'kurz' });
    expect(weak.statusCode).toBe(422);
    const mismatch = await client.post('/api/v2/password/reset', {
      token,
      password: 'Frisch!Pass1',
      password_confirmation: 'Frisch!Pass2',
    });
    expect(mismatch.json().errors.password_confirmation).toEqual(['Passwörter stimmen nicht überein.']);

    const done = await client.post('/api/v2/password/reset', { token, password: 'Frisch!Pass1', password_confirmation: 'Frisch!Pass1' });
    expect(done.statusCode).toBe(200);
    expect((await new ApiClient(t.app).login(demo.email, 'Frisch!Pass1')).statusCode).toBe(200);
    expect((await new ApiClient(t.app).login(demo.email, DEMO.password)).statusCode).toBe(422);
    expect((await oldSession.get('/api/v2/refresh')).statusCode).toBe(401);

    const again = await client.post('/api/v2/password/reset', { token, password: 'Zweite!Pass1', password_confirmation: 'Zweite!Pass1' });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.token).toEqual(['Der Link ist ungültig oder abgelaufen. Bitte neu anfordern.']);
  });

  it('refuses an expired link', async () => {
    const before = smtp.received.length;
    await new ApiClient(t.app).post('/api/v2/password/forgot', { email: demo.email });
    const mails = await smtp.waitFor(before + 1);
    const token = resetTokenFrom(mails[before]?.raw ?? '');
    await t.database.db.execute(sql`UPDATE password_resets SET expires_at = now() - interval '1 minute'`);
    const response = await new ApiClient(t.app).post('/api/v2/password/reset', {
      token,
      password: 'Spaet!Pass1',
      password_confirmation: 'Spaet!Pass1',
    });
    expect(response.statusCode).toBe(422);
  });
});
