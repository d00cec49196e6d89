import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminDeskProblemSchema,
  adminDeskProblemsResponseSchema,
  adminUserOptionsSchema,
  adminUserSchema,
  adminUsersResponseSchema,
} from '../../src/contract/admin-people';
import { auditResponseSchema } from '../../src/contract/audit';
import { linkSchema, linksResponseSchema, staffResponseSchema, teamDayResponseSchema } from '../../src/contract/team';
import { queryRows } from '../../src/server/db/client';
import { ApiClient, bodyAs } from '../support/api-client';
import { DATABASE_KINDS } from '../support/databases';
import { createGroupWithUser } from '../support/groups';
import { demoRooms, roomBookingBody } from '../support/rooms';
import { DEMO, startTestApp, type TestApp } from '../support/test-app';

const [ADMIN, MEMBER] = DEMO.users;
const OTHER = { name: 'Fremde AG', code: 'FREMDE-1', email: 'bea@fremde.test', password: 'Fremde!Pass1' };
const PASSWORD = 'Rita!Passwort1';

const registration = (email: string, firstName: string) => ({
  group_code: DEMO.groupCode,
  first_name: firstName,
  name: 'Neu',
  email,
  email_confirmation: email,
  password: PASSWORD,
  password_confirmation: PASSWORD,
  terms: true,
});

describe.each(DATABASE_KINDS)('admin people on %s', (kind) => {
  let t: TestApp;
  let admin: ApiClient;
  let member: ApiClient;
  let otherAdmin: ApiClient;
  // The app's clock stands at Tuesday 5 January 2027, 09:30 in Berlin.
  const now = new Date('2027-01-05T08:30:00Z');
  const tomorrow = '2027-01-06';

  const count = async (table: string, where = sql`true`) =>
    (await queryRows<{ n: number }>(t.database.db, sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)} WHERE ${where}`))[0]?.n;

  /** A colleague registered through the API, signed in; answers the client and the user's id. */
  async function colleague(email: string, firstName: string) {
    const client = new ApiClient(t.app);
    expect((await client.post('/api/v2/register', registration(email, firstName))).statusCode).toBe(201);
    await client.login(email, PASSWORD);
    const found = await admin.getAs(`/api/v2/admin/users?q=${encodeURIComponent(email)}`, adminUsersResponseSchema);
    const id = found.users[0]?.id ?? -1;
    return { client, id };
  }

  beforeAll(async () => {
    t = await startTestApp(kind, {}, { clock: { now: () => now } });
    admin = new ApiClient(t.app);
    await admin.login(ADMIN?.email ?? '', DEMO.password);
    member = new ApiClient(t.app);
    await member.login(MEMBER?.email ?? '', DEMO.password);
    const other = await createGroupWithUser(t.database, OTHER);
    await t.database.db.execute(sql`UPDATE users SET is_admin = true WHERE group_id = ${other.group.id}`);
    otherAdmin = new ApiClient(t.app);
    await otherAdmin.login(OTHER.email, OTHER.password);
  });
  afterAll(() => t.close());

  it('searches the group by name, a page at a time, with roles, fixed desk and subscription', async () => {
    const page = await admin.getAs('/api/v2/admin/users?q=demo%20dana', adminUsersResponseSchema);
    expect(page).toMatchObject({ page: 1, total: 1, page_size: 25 });
    expect(page.users[0]).toMatchObject({ email: 'demo@deskfair.test', first_name: 'Dana', is_admin: true, deactivated_at: null });
    const all = await admin.getAs('/api/v2/admin/users', adminUsersResponseSchema);
    expect(all.total).toBeGreaterThan(2);
    const second = await admin.getAs('/api/v2/admin/users?page=2', adminUsersResponseSchema);
    expect(second.users.map((u) => u.id)).not.toContain(all.users[0]?.id);
  });

  it('makes a colleague admin and approver, gives a fixed desk and a subscription period; each change shows', async () => {
    const rita = await colleague('rita@deskfair.test', 'Rita');
    const options = await admin.getAs('/api/v2/admin/user_options', adminUserOptionsSchema);
    const desk = options.desks.find((d) => d.owner_user_id === null);
    const room = options.approvable.find((r) => r.kind === 'room');
    const response = await admin.put(`/api/v2/admin/users/${rita.id}`, {
      is_admin: true,
      fixed_desk_id: desk?.id,
      has_subscription: true,
      subscription_from: '2027-01-01',
      subscription_until: '2027-06-30',
      approver_resource_ids: [room?.id],
    });
    const updated = bodyAs(response, 200, adminUserSchema);
    expect(updated).toMatchObject({
      is_admin: true,
      fixed_desk: { id: desk?.id, label: desk?.label },
      has_subscription: true,
      subscriptions: [{ valid_from: '2027-01-01', valid_until: '2027-06-30' }],
      approver_of: [{ id: room?.id, label: room?.label }],
    });
    expect(await count('resource_approvers', sql`user_id = ${rita.id}`)).toBe(1);
    // The new admin reaches the admin routes at once.
    expect((await rita.client.get('/api/v2/admin/users')).statusCode).toBe(200);

    const periodId = updated.subscriptions[0]?.id;
    const cleared = bodyAs(
      await admin.put(`/api/v2/admin/users/${rita.id}`, {
        fixed_desk_id: null,
        remove_subscription_ids: [periodId],
        approver_resource_ids: [],
      }),
      200,
      adminUserSchema,
    );
    expect(cleared).toMatchObject({ fixed_desk: null, subscriptions: [], approver_of: [], is_admin: true });
    expect(await count('resources', sql`owner_user_id = ${rita.id}`)).toBe(0);

    const audit = await admin.getAs('/api/v2/admin/audit?entity=user', auditResponseSchema);
    expect(audit.entries[0]).toMatchObject({
      action: 'update',
      entity: 'user',
      entity_id: String(rita.id),
      actor: { email: 'demo@deskfair.test' },
      before: { email: 'rita@deskfair.test', fixed_desk: { id: desk?.id }, approver_of: [{ id: room?.id }] },
      after: { email: 'rita@deskfair.test', fixed_desk: null, approver_of: [], subscriptions: [] },
    });
    expect(audit.entries[1]).toMatchObject({
      before: { is_admin: false, fixed_desk: null },
      after: { is_admin: true, fixed_desk: { id: desk?.id }, has_subscription: true },
    });
  });

  it('never removes the last active admin (422), changing nothing', async () => {
    const admins = async () => count('users', sql`group_id = ${t.demoGroupId} AND is_admin AND deactivated_at IS NULL`);
    const others = (await admin.getAs('/api/v2/admin/users', adminUsersResponseSchema)).users.filter(
      (u) => u.is_admin && u.email !== 'demo@deskfair.test',
    );
    for (const other of others) expect((await admin.put(`/api/v2/admin/users/${other.id}`, { is_admin: false })).statusCode).toBe(200);
    expect(await admins()).toBe(1);
    const dana = (await admin.getAs('/api/v2/admin/users?q=demo%40deskfair', adminUsersResponseSchema)).users[0]?.id;
    admin.language = 'en';
    const en = await admin.put(`/api/v2/admin/users/${dana}`, { is_admin: false });
    admin.language = 'de';
    const de = await admin.put(`/api/v2/admin/users/${dana}`, { is_admin: false });
    expect(en.statusCode).toBe(422);
    expect(en.json().errors.is_admin).toEqual(['The group needs at least one active admin.']);
    expect(de.statusCode).toBe(422);
    expect(de.json().errors.is_admin).toEqual([
      'Die Gruppe braucht mindestens eine aktive Administratorin oder einen aktiven Administrator.',
    ]);
    expect(await admins()).toBe(1);
  });

  it('refuses bad input with the field message (German and English) and changes nothing', async () => {
    const target = (await admin.getAs('/api/v2/admin/users?q=kollege%40deskfair', adminUsersResponseSchema)).users[0]?.id;
    const periods = () => count('subscriptions', sql`user_id = ${target}`);
    const before = await periods();
    admin.language = 'en';
    const en = await admin.put(`/api/v2/admin/users/${target}`, { subscription_from: '2027-03-01', subscription_until: '2027-02-01' });
    admin.language = 'de';
    const de = await admin.put(`/api/v2/admin/users/${target}`, { subscription_from: '2027-03-01', subscription_until: '2027-02-01' });
    expect(en.statusCode).toBe(422);
    expect(en.json().errors.subscription_until).toEqual(['The until date must not be before the from date.']);
    expect(de.statusCode).toBe(422);
    expect(de.json().errors.subscription_until).toEqual(['Das Bis-Datum darf nicht vor dem Von-Datum liegen.']);

    const desk = (await admin.getAs('/api/v2/admin/user_options', adminUserOptionsSchema)).desks[0]?.id;
    const notApprovable = await admin.put(`/api/v2/admin/users/${target}`, { approver_resource_ids: [desk], is_admin: true });
    expect(notApprovable.statusCode).toBe(422);
    expect(notApprovable.json().errors.approver_resource_ids).toEqual([
      'Freigaben gibt es nur für Räume und buchbare Ressourcen deiner Gruppe.',
    ]);
    const unknownDesk = await admin.put(`/api/v2/admin/users/${target}`, { fixed_desk_id: 99_999, is_admin: true });
    expect(unknownDesk.json().errors.fixed_desk_id).toEqual(['Diesen Schreibtisch gibt es in deiner Gruppe nicht.']);
    expect((await admin.put(`/api/v2/admin/users/${target}`, {})).statusCode).toBe(422);
    expect(await periods()).toBe(before);
    expect(await count('users', sql`id = ${target} AND is_admin`)).toBe(0);
  });

  it('deactivates a colleague: no sign-in, no refresh, bookings ahead cancelled, gone from staff search; and back', async () => {
    const otto = await colleague('otto@deskfair.test', 'Otto');
    const ego = (await otto.client.get('/api/v2/ego')).json();
    const slot = ego.group.slots.find((s: { name: string }) => s.name === 'full_day').id as number;
    const free = (await otto.client.get(`/api/v2/desks/available?day=${tomorrow}&slot_id=${slot}`)).json().desks[0].id as number;
    expect((await otto.client.post('/api/v2/bookings', { desk_id: free, days: [tomorrow], slot_id: slot })).statusCode).toBe(201);
    const search = async () => (await member.getAs('/api/v2/staff?q=otto', staffResponseSchema)).staff.map((s) => s.first_name);
    expect(await search()).toEqual(['Otto']);

    const deactivated = bodyAs(await admin.post(`/api/v2/admin/users/${otto.id}/deactivate`), 200, adminUserSchema);
    expect(deactivated.deactivated_at).toBe(now.toISOString());
    const login = await new ApiClient(t.app).login('otto@deskfair.test', PASSWORD);
    expect(login.statusCode).toBe(422);
    expect(login.json().errors.password).toEqual(
      (await new ApiClient(t.app).login('otto@deskfair.test', 'Falsch!123456')).json().errors.password,
    );
    expect((await otto.client.get('/api/v2/refresh')).statusCode).toBe(401);
    expect((await otto.client.get('/api/v2/ego')).statusCode).toBe(401);
    expect(await count('bookings', sql`user_id = ${otto.id} AND status IN ('booked', 'reserved', 'waiting')`)).toBe(0);
    expect(await count('bookings', sql`user_id = ${otto.id} AND status = 'cancelled'`)).toBe(1);
    expect(await search()).toEqual([]);
    expect((await admin.getAs('/api/v2/admin/users?q=otto', adminUsersResponseSchema)).users[0]?.deactivated_at).toBe(now.toISOString());

    const reactivated = bodyAs(await admin.post(`/api/v2/admin/users/${otto.id}/reactivate`), 200, adminUserSchema);
    expect(reactivated.deactivated_at).toBeNull();
    expect((await new ApiClient(t.app).login('otto@deskfair.test', PASSWORD)).statusCode).toBe(200);
    expect(await search()).toEqual(['Otto']);
    const audit = await admin.getAs('/api/v2/admin/audit?entity=user', auditResponseSchema);
    expect(audit.entries.slice(0, 2).map((e) => [e.entity_id, e.before?.deactivated_at, e.after?.deactivated_at])).toEqual([
      [String(otto.id), now.toISOString(), null],
      [String(otto.id), null, now.toISOString()],
    ]);
  });

  it('takes a deactivated colleague out of links and team days; nobody can link with them; reactivating brings them back', async () => {
    const ute = await colleague('ute@deskfair.test', 'Ute');
    const asked = bodyAs(await member.post('/api/v2/links', { user_id: ute.id }), 201, linkSchema);
    expect((await ute.client.post(`/api/v2/links/${asked.id}/accept`)).statusCode).toBe(200);
    const linked = async () => (await member.getAs('/api/v2/links', linksResponseSchema)).links.map((l) => l.colleague.first_name);
    const teamDay = async () =>
      (await member.getAs(`/api/v2/team/days?day=${tomorrow}`, teamDayResponseSchema)).members.map((m) => m.colleague.first_name);
    expect(await linked()).toContain('Ute');
    expect(await teamDay()).toContain('Ute');

    expect((await admin.post(`/api/v2/admin/users/${ute.id}/deactivate`)).statusCode).toBe(200);
    expect(await linked()).not.toContain('Ute');
    expect(await teamDay()).not.toContain('Ute');
    const again = await admin.post('/api/v2/links', { user_id: ute.id });
    expect(again.statusCode).toBe(404);
    const rooms = await demoRooms(member);
    const invite = await member.post(
      '/api/v2/room_bookings',
      roomBookingBody(rooms.Spree.id, tomorrow, { title: 'Planung', invitee_ids: [ute.id] }),
    );
    expect(invite.statusCode).toBe(422);
    expect(Object.keys(invite.json().errors)).toEqual(['invitee_ids']);
    expect(await count('bookings', sql`resource_kind = 'room' AND day = ${tomorrow}`)).toBe(0);
    expect(await count('links', sql`requester_id = ${ute.id} OR addressee_id = ${ute.id}`)).toBe(1);

    expect((await admin.post(`/api/v2/admin/users/${ute.id}/reactivate`)).statusCode).toBe(200);
    expect(await linked()).toContain('Ute');
  });

  it('refuses to deactivate oneself (422 in German and English)', async () => {
    const self = (await admin.getAs('/api/v2/admin/users?q=demo%40deskfair', adminUsersResponseSchema)).users[0]?.id;
    admin.language = 'en';
    const en = await admin.post(`/api/v2/admin/users/${self}/deactivate`);
    admin.language = 'de';
    const de = await admin.post(`/api/v2/admin/users/${self}/deactivate`);
    expect(en.statusCode).toBe(422);
    expect(en.json().errors.user).toEqual(['You cannot deactivate your own account.']);
    expect(de.json().errors.user).toEqual(['Du kannst dein eigenes Konto nicht deaktivieren.']);
    expect(await count('users', sql`id = ${self} AND deactivated_at IS NOT NULL`)).toBe(0);
  });

  it('resolves a desk problem report: the reporter gets a message and the log an entry', async () => {
    const desk = (await admin.getAs('/api/v2/admin/user_options', adminUserOptionsSchema)).desks[2];
    const reported = await member.post('/api/v2/desk_problems', { desk_id: desk?.id, type: 'other', description: 'Stuhl wackelt' });
    expect(reported.statusCode).toBe(201);
    const id = reported.json().id as number;
    const open = await admin.getAs('/api/v2/admin/desk_problems?state=open', adminDeskProblemsResponseSchema);
    expect(open.problems.find((p) => p.id === id)).toMatchObject({
      type: 'other',
      description: 'Stuhl wackelt',
      desk: { id: desk?.id, label: desk?.label },
      reporter: { first_name: 'Karl', name: 'Kollege' },
      resolved_at: null,
    });

    const resolved = bodyAs(await admin.post(`/api/v2/admin/desk_problems/${id}/resolve`), 200, adminDeskProblemSchema);
    expect(resolved).toMatchObject({ id, resolved_at: now.toISOString(), resolved_by: { first_name: 'Dana' } });
    const messages = await queryRows<{ type: string }>(
      t.database.db,
      sql`SELECT m.type FROM messages m JOIN users u ON u.group_id = m.group_id AND u.id = m.user_id
          WHERE u.email = 'kollege@deskfair.test' AND m.type = 'DeskProblemResolvedNotification'`,
    );
    expect(messages).toEqual([{ type: 'DeskProblemResolvedNotification' }]);
    const history = (await member.get('/api/v2/messages')).json().messages[0];
    expect(history).toMatchObject({ type: 'DeskProblemResolvedNotification', title: `Problem an Schreibtisch ${desk?.label} behoben` });
    expect((await admin.getAs('/api/v2/admin/desk_problems', adminDeskProblemsResponseSchema)).problems.map((p) => p.id)).not.toContain(id);
    expect(
      (await admin.getAs('/api/v2/admin/desk_problems?state=resolved', adminDeskProblemsResponseSchema)).problems.map((p) => p.id),
    ).toContain(id);
    expect((await admin.post(`/api/v2/admin/desk_problems/${id}/resolve`)).statusCode).toBe(409);
    expect((await admin.getAs('/api/v2/admin/audit?entity=desk_problem', auditResponseSchema)).entries[0]).toMatchObject({
      entity_id: String(id),
      before: { resolved_at: null },
      after: { resolved_at: now.toISOString() },
    });
    expect((await admin.get('/api/v2/admin/desk_problems?state=done')).statusCode).toBe(422);
  });

  it('answers 403 to members on every route, and changes nothing', async () => {
    const target = (await admin.getAs('/api/v2/admin/users?q=demo%40deskfair', adminUsersResponseSchema)).users[0]?.id;
    const audits = await count('audit_log');
    for (const response of [
      await member.get('/api/v2/admin/users'),
      await member.get('/api/v2/admin/user_options'),
      await member.put(`/api/v2/admin/users/${target}`, { is_admin: false }),
      await member.post(`/api/v2/admin/users/${target}/deactivate`),
      await member.post(`/api/v2/admin/users/${target}/reactivate`),
      await member.get('/api/v2/admin/desk_problems'),
      await member.post('/api/v2/admin/desk_problems/1/resolve'),
    ])
      expect(response.statusCode).toBe(403);
    expect(await count('audit_log')).toBe(audits);
  });

  it("never shows or changes another group's people or reports (404 / empty)", async () => {
    const target = (await admin.getAs('/api/v2/admin/users?q=kollege%40deskfair', adminUsersResponseSchema)).users[0]?.id;
    const desk = (await admin.getAs('/api/v2/admin/user_options', adminUserOptionsSchema)).desks[3];
    const reported = await member.post('/api/v2/desk_problems', { desk_id: desk?.id, type: 'desk_taken' });
    const problem = reported.json().id as number;
    const seen = await otherAdmin.getAs('/api/v2/admin/users?q=kollege', adminUsersResponseSchema);
    expect(seen).toMatchObject({ users: [], total: 0 });
    expect((await otherAdmin.getAs('/api/v2/admin/users', adminUsersResponseSchema)).users.map((u) => u.email)).toEqual([OTHER.email]);
    expect((await otherAdmin.getAs('/api/v2/admin/user_options', adminUserOptionsSchema)).desks).toEqual([]);
    expect((await otherAdmin.getAs('/api/v2/admin/desk_problems', adminDeskProblemsResponseSchema)).problems).toEqual([]);
    expect((await otherAdmin.put(`/api/v2/admin/users/${target}`, { is_admin: true })).statusCode).toBe(404);
    expect((await otherAdmin.post(`/api/v2/admin/users/${target}/deactivate`)).statusCode).toBe(404);
    expect((await otherAdmin.post(`/api/v2/admin/desk_problems/${problem}/resolve`)).statusCode).toBe(404);
    expect(await count('users', sql`id = ${target} AND (is_admin OR deactivated_at IS NOT NULL)`)).toBe(0);
    expect(await count('desk_problems', sql`id = ${problem} AND resolved_at IS NOT NULL`)).toBe(0);
    expect((await otherAdmin.getAs('/api/v2/admin/audit', auditResponseSchema)).entries).toEqual([]);
  });
});
