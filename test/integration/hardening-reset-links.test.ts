import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../support/api-client';
import { DATABASE_KINDS } from '../support/databases';
import { resetTokenFrom, startSmtpServer } from '../support/smtp';
import { DEMO, startTestApp, type TestApp } from '../support/test-app';

const [dana, karl] = DEMO.users;
const INVALID_LINK = ['Der Link ist ungültig oder abgelaufen. Bitte neu anfordern.'];

describe.each(DATABASE_KINDS)('a reset link dies when it has done its job, on %s', (kind) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await startTestApp(kind, { SMTP_URL: smtp.url });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  /** Asks for `count` reset links for one address and returns their tokens. */
  async function resetLinks(email: string, count: number): Promise<string[]> {
    const before = smtp.received.length;
    for (let i = 0; i < count; i++) expect((await new ApiClient(t.app).post('/api/v2/password/forgot', { email })).statusCode).toBe(200);
    const mails = await smtp.waitFor(before + count);
    return mails.slice(before).map((mail) => resetTokenFrom(mail.raw));
  }
  const reset = (token: string, password: string) =>
    new ApiClient(t.app).post('/api/v2/password/reset', { token, password, password_confirmation: password });

  it('a reset with one link ends every other open link of that user', async () => {
    const [first, second] = await resetLinks(dana.email, 2);
    expect((await reset(second ?? '', 'Zweiter!Link1')).statusCode).toBe(200);
    const stale = await reset(first ?? '', 'Erster!Link1');
    expect(stale.statusCode).toBe(422);
    expect(stale.json().errors.token).toEqual(INVALID_LINK);
    expect((await new ApiClient(t.app).get(`/api/v2/password/policy?token=${encodeURIComponent(first ?? '')}`)).statusCode).toBe(422);
    expect((await new ApiClient(t.app).login(dana.email, 'Zweiter!Link1')).statusCode).toBe(200);
  });

  it('a password change ends every open link of that user, and only of that user', async () => {
    const [danaLink] = await resetLinks(dana.email, 1);
    const [karlLink] = await resetLinks(karl.email, 1);
    const session = new ApiClient(t.app);
    await session.login(dana.email, 'Zweiter!Link1');
    const changed = await session.put('/api/v2/settings/password', {
      current_password: 'Zweiter!Link1',
      password: 'Geaendert!Pw1',
      password_confirmation: 'Geaendert!Pw1',
    });
    expect(changed.statusCode).toBe(200);
    const stale = await reset(danaLink ?? '', 'Mallory!Pass1');
    expect(stale.statusCode).toBe(422);
    expect(stale.json().errors.token).toEqual(INVALID_LINK);
    expect((await new ApiClient(t.app).login(dana.email, 'Geaendert!Pw1')).statusCode).toBe(200);
    expect((await reset(karlLink ?? '', 'Karls!Neues1')).statusCode).toBe(200);
  });
});
