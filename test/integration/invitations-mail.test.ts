import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roomBookingResponseSchema } from '../../src/contract/rooms';
import { ApiClient } from '../support/api-client';
import { parseInvitation } from '../support/calendar';
import { DATABASE_KINDS } from '../support/databases';
import { demoRooms, roomBookingBody } from '../support/rooms';
import { mailText, startSmtpServer } from '../support/smtp';
import { DEMO, startTestApp, type TestApp } from '../support/test-app';

const [demo, kollege] = DEMO.users;

/** The text/calendar part of a raw mail, with its Content-Type line. */
function calendarPart(raw: string): { contentType: string; ics: string } {
  const parts = raw.split(/\r?\n--/);
  const part = parts.find((p) => /Content-Type: text\/calendar/i.test(p));
  if (!part) throw new Error(`no text/calendar part in:\n${raw}`);
  const [head = '', ...body] = part.split(/\r?\n\r?\n/);
  const encoded = body.join('\n\n');
  const ics = /Content-Transfer-Encoding: base64/i.test(head)
    ? Buffer.from(encoded.replace(/\s+/g, ''), 'base64').toString('utf8')
    : mailText(encoded);
  return { contentType: /Content-Type: ([^\r\n]+)/i.exec(head)?.[1] ?? '', ics };
}

describe.each(DATABASE_KINDS)('a room invitation leaves as mail with a calendar object on %s, over real SMTP', (kind) => {
  // Tuesday 5 January 2027, 09:30 in Berlin.
  const now = new Date('2027-01-05T08:30:00Z');
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await startTestApp(kind, { SMTP_URL: smtp.url, MAIL_FROM: 'Deskfair <no-reply@deskfair.test>' }, { clock: { now: () => now } });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('sends the invitee a mail whose text/calendar part is METHOD:REQUEST and parses', async () => {
    const organiser = new ApiClient(t.app);
    const colleague = new ApiClient(t.app);
    await organiser.login(demo.email, DEMO.password);
    await colleague.login(kollege.email, DEMO.password);
    const colleagueId = (await colleague.get('/api/v2/ego')).json().user.id as number;
    const rooms = await demoRooms(organiser);
    const { booking } = await organiser.postAs(
      '/api/v2/room_bookings',
      roomBookingBody(rooms.Havel.id, '2027-01-06', { title: 'Abstimmung', invitee_ids: [colleagueId] }),
      roomBookingResponseSchema,
    );
    const mails = await smtp.waitFor(2);
    const invitation = mails.find((m) => m.to.includes(kollege.email));
    expect(invitation).toBeDefined();
    const { contentType, ics } = calendarPart(invitation?.raw ?? '');
    expect(contentType).toMatch(/^text\/calendar; charset=utf-8; method=REQUEST/i);
    expect(parseInvitation(ics)).toMatchObject({
      method: 'REQUEST',
      uid: `room-booking-${t.demoGroupId}-${booking.id}@deskfair`,
      sequence: 0,
      summary: 'Abstimmung',
      startTzid: 'Europe/Berlin',
      startUtc: '2027-01-06T09:00:00.000Z',
      organiser: demo.email,
      attendees: [{ email: kollege.email, partstat: 'NEEDS-ACTION', cn: 'Karl Kollege' }],
    });
    // The organiser's own confirmation is a plain mail.
    const confirmation = mails.find((m) => m.to.includes(demo.email));
    expect(confirmation?.raw).not.toMatch(/text\/calendar/i);
  });
});
