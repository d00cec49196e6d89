import { sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../support/api-client';
import { DATABASE_KINDS } from '../support/databases';
import { createGroupWithUser } from '../support/groups';
import { DEMO, startTestApp, TEST_JWT_SECRET, type TestApp } from '../support/test-app';

const [demo] = DEMO.users;
const OTHER = { name: 'Andere AG', code: 'ANDERE-1', email: 'bea@andere.test', password: 'Andere!Pass1', apiHost: 'eu2.deskfair.test' };

describe.each(DATABASE_KINDS)('groups stay apart on %s', (kind) => {
  let t: TestApp;
  let other: Awaited<ReturnType<typeof createGroupWithUser>>;
  let a: ApiClient;
  let b: ApiClient;

  beforeAll(async () => {
    t = await startTestApp(kind);
    other = await createGroupWithUser(t.database, OTHER);
    a = new ApiClient(t.app);
    b = new ApiClient(t.app);
    await a.login(demo.email, DEMO.password);
    await b.login(OTHER.email, OTHER.password);
  });
  afterAll(() => t.close());

  it("each user's ego shows only their own group and user", async () => {
    const egoA = (await a.get('/api/v2/ego')).json();
    const egoB = (await b.get('/api/v2/ego')).json();
    expect(egoA.group.id).toBe(t.demoGroupId);
    expect(egoB.group.id).toBe(other.group.id);
    expect(JSON.stringify(egoA)).not.toContain(OTHER.email);
    expect(JSON.stringify(egoB)).not.toContain(demo.email);
    expect(egoB.group.slots).toEqual([]);
  });

  it("carries the group's API host in the token payload", () => {
    const payload = JSON.parse(Buffer.from((b.token ?? '').split('.')[1] ?? '', 'base64url').toString());
    expect(payload).toMatchObject({ gid: other.group.id, host: OTHER.apiHost });
  });

  it("a token naming group B with a user of group A reaches nobody's data", async () => {
    const egoA = (await a.get('/api/v2/ego')).json();
    const crossed = new ApiClient(t.app);
    crossed.token = await new SignJWT({ gid: other.group.id })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(egoA.user.id))
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode(TEST_JWT_SECRET));
    expect((await crossed.get('/api/v2/ego')).statusCode).toBe(401);
    expect((await crossed.get('/api/v2/settings')).statusCode).toBe(401);
    expect((await crossed.put('/api/v2/settings', { first_name: 'Übernommen' })).statusCode).toBe(401);
    expect((await b.get('/api/v2/settings')).json().first_name).toBe('Bea');
  });

  it("a token with group A's id edited into B's payload fails its signature", async () => {
    const [header, payload, signature] = (b.token ?? '').split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString());
    const tampered = Buffer.from(JSON.stringify({ ...claims, gid: t.demoGroupId })).toString('base64url');
    const forger = new ApiClient(t.app);
    forger.token = `${header}.${tampered}.${signature}`;
    expect((await forger.get('/api/v2/ego')).statusCode).toBe(401);
  });

  it("settings changes stay in the caller's own row", async () => {
    expect((await b.put('/api/v2/settings', { first_name: 'Berta' })).statusCode).toBe(200);
    expect((await a.get('/api/v2/settings')).json().first_name).toBe(demo.firstName);
    expect((await b.get('/api/v2/settings')).json().first_name).toBe('Berta');
  });

  it("a reset token of group B used with group A's id is invalid", async () => {
    await b.post('/api/v2/password/forgot', { email: OTHER.email });
    const response = await a.get(`/api/v2/password/policy?token=${t.demoGroupId}.1.${'A'.repeat(43)}`);
    expect(response.statusCode).toBe(422);
  });

  it("another group's desks, bookings, locations and requests neither show nor change, on every desk route", async () => {
    await t.database.db.execute(sql`UPDATE users SET is_admin = true WHERE group_id = ${other.group.id}`);
    const ego = (await a.get('/api/v2/ego')).json();
    const fullDay = ego.group.slots.find((s: { name: string }) => s.name === 'full_day').id as number;
    const day = addDaysLiteral(ego.schedule.day, 2);
    const [desk] = (await a.get(`/api/v2/desks/available?day=${day}&slot_id=${fullDay}`)).json().desks;
    const booked = await a.post('/api/v2/bookings', { desk_id: desk.id, days: [day], slot_id: fullDay });
    const bookingId = booked.json().results[0].booking.id as number;
    const { locations } = (await a.get('/api/v2/admin/locations')).json();

    const attempts = {
      available: (await b.get(`/api/v2/desks/available?day=${day}&start_minute=480&end_minute=1080`)).statusCode,
      book: (await b.post('/api/v2/bookings', { desk_id: desk.id, days: [day], slot_id: fullDay })).statusCode,
      edit: (await b.put('/api/v2/bookings', { booking_ids: [bookingId], slot_id: fullDay })).statusCode,
      cancel: (await b.request('DELETE', `/api/v2/bookings/${bookingId}`)).statusCode,
      byUuid: (await b.get(`/api/v2/desks/by_uuid/${desk.uuid}`)).statusCode,
      checkIn: (await b.post(`/api/v2/desks/check_in/${desk.uuid}`)).statusCode,
      problem: (await b.post('/api/v2/desk_problems', { desk_id: desk.id, type: 'desk_taken', description: '' })).statusCode,
      request: (await b.post('/api/v2/desk_requests', { days: [day], preferred_desk_id: desk.id, preferred_area_id: null })).statusCode,
      outOfService: (await b.put(`/api/v2/admin/desks/${desk.id}`, { active: false })).statusCode,
      owner: (await b.put(`/api/v2/admin/desks/${desk.id}/owner`, { email: OTHER.email })).statusCode,
      qrSheet: (await b.get(`/api/v2/admin/locations/${locations[0].id}/qr_sheet`)).statusCode,
    };
    expect(attempts).toEqual({
      available: 200,
      book: 404,
      edit: 404,
      cancel: 404,
      byUuid: 404,
      checkIn: 404,
      problem: 404,
      request: 422,
      outOfService: 404,
      owner: 404,
      qrSheet: 404,
    });
    expect((await b.get(`/api/v2/desks/available?day=${day}&start_minute=480&end_minute=1080`)).json().desks).toEqual([]);
    expect((await b.get('/api/v2/admin/locations')).json().locations).toEqual([]);
    expect((await a.get('/api/v2/bookings')).json().bookings.map((x: { id: number; status: string }) => [x.id, x.status])).toEqual([
      [bookingId, 'booked'],
    ]);
    expect((await a.get(`/api/v2/desks/available?day=${day}&slot_id=${fullDay}`)).json().desks).toHaveLength(35);
  });
});

/** A day N days after an ISO day, by calendar arithmetic on UTC dates (no time zone involved). */
function addDaysLiteral(day: string, n: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + n);
  return date.toISOString().slice(0, 10);
}
