import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  approvalsResponseSchema,
  bookableBookingResponseSchema,
  bookablesResponseSchema,
  decisionResponseSchema,
  type BookableResource,
} from '../../src/contract/bookables';
import { egoResponseSchema } from '../../src/contract/ego';
import { queryRows } from '../../src/server/db/client';
import { ApiClient } from '../support/api-client';
import { addMember, bookableBody, demoBookables } from '../support/bookables';
import { DATABASE_KINDS } from '../support/databases';
import { createGroupWithUser } from '../support/groups';
import { DEMO, startTestApp, type TestApp } from '../support/test-app';
import { mailsTo } from '../support/outbox';

const [demo, kollege] = DEMO.users;
const MEMBER = { email: 'mia@deskfair.test', password: 'Mitglied!2026' };
const OTHER = { name: 'Andere AG', code: 'ANDERE-1', email: 'bea@andere.test', password: 'Andere!Pass1' };

describe.each(DATABASE_KINDS)('approvals on %s', (kind) => {
  // Tuesday 5 January 2027, 09:30 in Berlin.
  const now = new Date('2027-01-05T08:30:00Z');
  let t: TestApp;
  let admin: ApiClient;
  let approver: ApiClient;
  let member: ApiClient;
  let stranger: ApiClient;
  let forum: BookableResource;
  const requested: number[] = [];

  const statusOf = async (id: number | undefined) =>
    (await queryRows<{ status: string }>(t.database.db, sql`SELECT status FROM bookings WHERE id = ${id ?? 0}`))[0]?.status;
  const decisionCount = async () =>
    (await queryRows<{ n: number }>(t.database.db, sql`SELECT count(*)::int AS n FROM booking_decisions`))[0]?.n;
  const request = (client: ApiClient, start: string, end: string, title = 'Betriebsversammlung') =>
    client.postAs('/api/v2/bookable_bookings', bookableBody(forum.id, { start, end, title }), bookableBookingResponseSchema);

  beforeAll(async () => {
    t = await startTestApp(kind, {}, { clock: { now: () => now } });
    await addMember(t.database, t.demoGroupId, MEMBER.email, MEMBER.password);
    await createGroupWithUser(t.database, OTHER);
    await t.database.db.execute(sql`UPDATE users SET is_admin = true WHERE email = ${OTHER.email}`);
    [admin, approver, member, stranger] = [new ApiClient(t.app), new ApiClient(t.app), new ApiClient(t.app), new ApiClient(t.app)];
    await admin.login(demo.email, DEMO.password);
    await approver.login(kollege.email, DEMO.password);
    await member.login(MEMBER.email, MEMBER.password);
    await stranger.login(OTHER.email, OTHER.password);
    const bookables = await demoBookables(member);
    if (!bookables.Forum) throw new Error('demo Forum missing');
    forum = bookables.Forum;
    for (const [start, end] of [
      ['2027-01-14T10:00', '2027-01-14T12:00'],
      ['2027-01-14T11:00', '2027-01-14T13:00'],
      ['2027-01-15T10:00', '2027-01-15T12:00'],
    ] as const) {
      requested.push((await request(member, start, end)).booking.id);
    }
  });
  afterAll(() => t.close());

  it('ego says who approves: admins and resource approvers, not a plain member', async () => {
    const isApprover = async (client: ApiClient) => (await client.getAs('/api/v2/ego', egoResponseSchema)).user.is_approver;
    expect([await isApprover(admin), await isApprover(approver), await isApprover(member), await isApprover(stranger)]).toEqual([
      true,
      true,
      false,
      true,
    ]);
  });

  it('lists the waiting requests, oldest start first, to the approver and the admin; others get 403 or nothing', async () => {
    const listed = async (client: ApiClient) =>
      (await client.getAs('/api/v2/approvals', approvalsResponseSchema)).requests.map((r) => [r.id, r.status, r.requester.email]);
    const expected = requested.map((id) => [id, 'waiting', MEMBER.email]);
    expect(await listed(approver)).toEqual(expected);
    expect(await listed(admin)).toEqual(expected);
    const refused = await member.get('/api/v2/approvals');
    expect([refused.statusCode, refused.json().message]).toEqual([403, 'Nicht erlaubte Benutzung.']);
    expect(await listed(stranger)).toEqual([]);
  });

  it('refuses a member who decides nothing (403) and another group’s admin (404), changing nothing', async () => {
    const before = await decisionCount();
    const byMember = await member.post(`/api/v2/approvals/${requested[0]}/approve`, {});
    expect([byMember.statusCode, byMember.json().message]).toEqual([403, 'Du darfst über diese Anfrage nicht entscheiden.']);
    for (const action of ['approve', 'reject']) {
      const byStranger = await stranger.post(`/api/v2/approvals/${requested[0]}/${action}`, { reason: 'Nein' });
      expect([byStranger.statusCode, byStranger.json().message]).toEqual([404, 'Anfrage nicht gefunden.']);
    }
    expect((await approver.post('/api/v2/approvals/999999/approve', {})).statusCode).toBe(404);
    expect(await statusOf(requested[0])).toBe('waiting');
    expect(await decisionCount()).toBe(before);
  });

  it('approves the first of two overlapping requests; the second then answers 409 and stays waiting', async () => {
    const first = await approver.postAs(`/api/v2/approvals/${requested[0]}/approve`, {}, decisionResponseSchema, 200);
    expect(first.conflicts).toEqual([]);
    expect(first.decided).toHaveLength(1);
    expect(first.decided[0]).toMatchObject({
      id: requested[0],
      status: 'booked',
      decision: { outcome: 'approved', reason: '', decided_by: { email: kollege.email } },
      can_cancel: false,
    });
    const second = await approver.post(`/api/v2/approvals/${requested[1]}/approve`, {});
    expect([second.statusCode, second.json().message]).toEqual([409, 'Zu dieser Zeit ist das schon gebucht.']);
    expect(await statusOf(requested[1])).toBe('waiting');
    const again = await admin.post(`/api/v2/approvals/${requested[0]}/approve`, {});
    expect([again.statusCode, again.json().message]).toEqual([409, 'Über diese Anfrage wurde schon entschieden.']);
    const mails = await mailsTo(t.database.db, MEMBER.email);
    expect(mails).toEqual([
      {
        subject: 'Bestätigt: Forum',
        body: 'Hallo Mia,\n\nDeine Anfrage für Forum (Berlin Mitte, Etage 1), „Betriebsversammlung“, ist bestätigt: 14.01.2027, 10:00–12:00.',
      },
    ]);
  });

  it('rejects with a reason: the requester sees it, gets a message and a mail; an empty reason is 422', async () => {
    const empty = await approver.post(`/api/v2/approvals/${requested[1]}/reject`, { reason: '  ' });
    expect([empty.statusCode, empty.json().errors]).toEqual([422, { reason: ['Pflichtfeld.'] }]);
    const rejected = await admin.postAs(
      `/api/v2/approvals/${requested[1]}/reject`,
      { reason: 'Der Raum ist schon vergeben.' },
      decisionResponseSchema,
      200,
    );
    expect(rejected.decided.map((r) => [r.id, r.status, r.decision?.reason, r.decision?.decided_by?.email])).toEqual([
      [requested[1], 'rejected', 'Der Raum ist schon vergeben.', demo.email],
    ]);
    const mine = await member.getAs('/api/v2/bookables', bookablesResponseSchema);
    expect(mine.bookings.map((b) => [b.id, b.status])).toEqual([[requested[0], 'booked']]);
    expect(mine.requests.map((r) => [r.id, r.status, r.decision?.outcome, r.can_cancel])).toEqual([
      [requested[1], 'rejected', 'rejected', false],
      [requested[2], 'waiting', undefined, true],
    ]);
    const [message] = await queryRows<{ type: string; payload: Record<string, unknown> }>(
      t.database.db,
      sql`SELECT m.type, m.payload FROM messages m JOIN users u ON u.group_id = m.group_id AND u.id = m.user_id
          WHERE u.email = ${MEMBER.email} ORDER BY m.id DESC LIMIT 1`,
    );
    expect(message).toEqual({
      type: 'BookableRejectedNotification',
      payload: {
        booking_id: requested[1],
        resource: 'Forum',
        place: 'Berlin Mitte, Etage 1',
        title: 'Betriebsversammlung',
        time_zone: 'Europe/Berlin',
        intervals: [{ start: '2027-01-14T10:00:00.000Z', end: '2027-01-14T12:00:00.000Z' }],
        requester: 'Mia Mitglied',
        reason: 'Der Raum ist schon vergeben.',
      },
    });
    const mail = (await mailsTo(t.database.db, MEMBER.email)).at(-1);
    expect(mail).toEqual({
      subject: 'Abgelehnt: Forum',
      body: 'Hallo Mia,\n\nDeine Anfrage für Forum (Berlin Mitte, Etage 1), „Betriebsversammlung“, am 14.01.2027, 11:00–13:00 wurde abgelehnt.\nBegründung: Der Raum ist schon vergeben.',
    });
    expect((await approver.getAs('/api/v2/approvals', approvalsResponseSchema)).requests.map((r) => r.id)).toEqual([requested[2]]);
  });

  it('decides a series at once: every still-waiting occurrence, those another booking overlaps stay waiting', async () => {
    const [memberRow] = await queryRows<{ id: number }>(t.database.db, sql`SELECT id FROM users WHERE email = ${MEMBER.email}`);
    const [series] = await queryRows<{ id: number }>(
      t.database.db,
      sql`INSERT INTO series (group_id, user_id, resource_id, resource_kind, start_day, start_minute, end_minute, recurrence, rule)
          VALUES (${t.demoGroupId}, ${memberRow?.id}, ${forum.id}, 'bookable', '2027-01-18', 480, 540, '{}'::jsonb, 'FREQ=DAILY;COUNT=3')
          RETURNING id::int AS id`,
    );
    const occurrences: number[] = [];
    for (const day of ['2027-01-18', '2027-01-19', '2027-01-20']) {
      const { booking } = await request(member, `${day}T08:00`, `${day}T09:00`, 'Frühstück');
      occurrences.push(booking.id);
    }
    await t.database.db.execute(sql`UPDATE bookings SET series_id = ${series?.id} WHERE id IN (${sql.join(occurrences, sql`, `)})`);
    // Someone else's approved event already holds the Forum on the 19th.
    const blocker = (await request(admin, '2027-01-19T08:30', '2027-01-19T10:00', 'Vorstand')).booking.id;
    await approver.postAs(`/api/v2/approvals/${blocker}/approve`, {}, decisionResponseSchema, 200);
    const result = await approver.postAs(`/api/v2/approvals/${occurrences[0]}/approve`, { series: true }, decisionResponseSchema, 200);
    expect(result.decided.map((r) => [r.id, r.status, r.series_id])).toEqual([
      [occurrences[0], 'booked', series?.id],
      [occurrences[2], 'booked', series?.id],
    ]);
    expect(result.conflicts.map((r) => [r.id, r.status])).toEqual([[occurrences[1], 'waiting']]);
    expect(await statusOf(occurrences[1])).toBe('waiting');
    const mail = (await mailsTo(t.database.db, MEMBER.email)).at(-1);
    expect(mail?.body).toBe(
      'Hallo Mia,\n\nDeine Anfrage für Forum (Berlin Mitte, Etage 1), „Frühstück“, ist bestätigt: 18.01.2027, 08:00–09:00; 20.01.2027, 08:00–09:00.',
    );
    const rejected = await approver.postAs(
      `/api/v2/approvals/${occurrences[1]}/reject`,
      { reason: 'Vorstandssitzung', series: true },
      decisionResponseSchema,
      200,
    );
    expect([rejected.decided.map((r) => [r.id, r.status]), rejected.conflicts]).toEqual([[[occurrences[1], 'rejected']], []]);
  });
});
