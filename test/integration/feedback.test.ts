import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedbackSentSchema } from '../../src/contract/feedback';
import { messagesResponseSchema } from '../../src/contract/messages';
import { queryRows } from '../../src/server/db/client';
import { ApiClient, bodyAs } from '../support/api-client';
import { DATABASE_KINDS } from '../support/databases';
import { createGroupWithUser } from '../support/groups';
import { mailText, startSmtpServer } from '../support/smtp';
import { DEMO, startTestApp, type TestApp } from '../support/test-app';

const [demo, kollege] = DEMO.users;
const OTHER = { name: 'Andere AG', code: 'ANDERE-1', email: 'bea@andere.test', password: 'Andere!Pass1' };
const TEXT = 'Die Buchung für Räume könnte einen Filter nach Ausstattung gebrauchen – danke für Deskfair!';

describe.each(DATABASE_KINDS)('feedback on %s', (kind) => {
  const now = new Date('2027-01-05T08:30:00Z');
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let dana: ApiClient;
  let karl: ApiClient;
  let bea: ApiClient;

  const messagesOf = async (client: ApiClient) =>
    bodyAs(await client.get('/api/v2/messages'), 200, messagesResponseSchema).messages.filter((m) => m.type === 'FeedbackNotification');
  const storedTexts = async () =>
    (await queryRows<{ text: string }>(t.database.db, sql`SELECT text FROM feedback ORDER BY id`)).map((row) => row.text);

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await startTestApp(kind, { SMTP_URL: smtp.url }, { clock: { now: () => now } });
    dana = new ApiClient(t.app);
    karl = new ApiClient(t.app);
    bea = new ApiClient(t.app);
    await dana.login(demo.email, DEMO.password);
    await karl.login(kollege.email, DEMO.password);
    const other = await createGroupWithUser(t.database, OTHER);
    // Bea administrates her own group: she must still hear nothing of the demo group's feedback.
    await t.database.db.execute(sql`UPDATE users SET is_admin = true WHERE group_id = ${other.group.id}`);
    await bea.login(OTHER.email, OTHER.password);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('answers 401 when signed out', async () => {
    expect((await new ApiClient(t.app).post('/api/v2/feedback', { text: TEXT })).statusCode).toBe(401);
  });

  it('refuses an empty or too long text with the field message in German and English, storing nothing', async () => {
    const empty = await karl.post('/api/v2/feedback', { text: '   ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({ text: ['Pflichtfeld.'] });
    const long = await karl.post('/api/v2/feedback', { text: 'a'.repeat(2001) });
    expect(long.statusCode).toBe(422);
    expect(long.json().errors).toEqual({ text: ['Höchstens 2000 Zeichen.'] });
    const longEn = await karl.request('POST', '/api/v2/feedback', { text: 'a'.repeat(2001) }, { 'accept-language': 'en' });
    expect(longEn.statusCode).toBe(422);
    expect(longEn.json().errors).toEqual({ text: ['At most 2000 characters.'] });
    const emptyEn = await karl.request('POST', '/api/v2/feedback', { text: '' }, { 'accept-language': 'en' });
    expect(emptyEn.json().errors).toEqual({ text: ['Required.'] });
    expect(await storedTexts()).toEqual([]);
    expect(await messagesOf(dana)).toEqual([]);
  });

  it("stores the text; the group's admins get a message and a mail, nobody else does", async () => {
    const sent = await karl.postAs('/api/v2/feedback', { text: TEXT }, feedbackSentSchema);
    expect(sent.created_at).toBe('2027-01-05T08:30:00.000Z');
    expect(await storedTexts()).toEqual([TEXT]);

    const [message, ...more] = await messagesOf(dana);
    expect(more).toEqual([]);
    expect(message).toMatchObject({
      title: 'Feedback von Karl Kollege <kollege@deskfair.test>',
      text: `Karl Kollege <kollege@deskfair.test> hat Feedback zu Deskfair geschickt:\n\n${TEXT}`,
      path: '/history',
      read: false,
    });
    expect(await messagesOf(karl)).toEqual([]);
    expect(await messagesOf(bea)).toEqual([]);

    const [mail] = await smtp.waitFor(1);
    expect(mail?.to).toEqual([demo.email]);
    expect(mailText(mail?.raw ?? '')).toContain(TEXT);
    // Give a wrongly addressed second mail time to arrive before counting.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.received.map((m) => m.to)).toEqual([[demo.email]]);
  });

  it("another group's feedback reaches only that group's admins", async () => {
    await bea.postAs('/api/v2/feedback', { text: 'Von der Andere AG' }, feedbackSentSchema);
    expect((await messagesOf(bea)).map((m) => m.text)).toEqual([
      'Bea Beispiel <bea@andere.test> hat Feedback zu Deskfair geschickt:\n\nVon der Andere AG',
    ]);
    expect(await messagesOf(dana)).toHaveLength(1);
  });
});
