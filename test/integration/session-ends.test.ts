import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, localDayOf } from '../../src/domain/time/local-day';
import { queryRows } from '../../src/server/db/client';
import { ApiClient } from '../support/api-client';
import { DATABASE_KINDS } from '../support/databases';
import { documentedRoutes, type DocumentedRoute } from '../support/openapi-routes';
import { demoRooms, roomBookingBody } from '../support/rooms';
import { createUsersWithTokens } from '../support/users';
import { DEMO, startTestApp, type TestApp } from '../support/test-app';

const [demo, kollege] = DEMO.users;

describe.each(DATABASE_KINDS)('an access token dies with its session on %s', (kind) => {
  let t: TestApp;
  let privateRoutes: DocumentedRoute[];

  beforeAll(async () => {
    t = await startTestApp(kind);
    const anonymous = new ApiClient(t.app);
    privateRoutes = [];
    for (const route of await documentedRoutes(t.app)) {
      const response = await anonymous.request(route.method, route.url, route.method === 'GET' ? undefined : {});
      if (response.statusCode === 401) privateRoutes.push(route);
    }
  });
  afterAll(() => t.close());

  /** Every private route answers 401 to this client: no 2xx, no 403/404/422 that would mean the token still opened a door, no 5xx. */
  async function expectLockedOut(client: ApiClient) {
    const answers = await Promise.all(
      privateRoutes.map(async (route) => {
        const response = await client.request(route.method, route.url, route.method === 'GET' ? undefined : {});
        return `${route.method} ${route.url} ${response.statusCode}`;
      }),
    );
    expect(answers.filter((a) => !a.endsWith(' 401'))).toEqual([]);
  }

  it('knows the private routes from the OpenAPI document', () => {
    expect(privateRoutes.length).toBeGreaterThan(20);
    expect(privateRoutes.map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining(['GET /api/v2/ego', 'POST /api/v2/bookings', 'PUT /api/v2/admin/desks/1', 'GET /api/v2/desks/available']),
    );
  });

  it('signing out ends the access token on every private route, at once', async () => {
    const client = new ApiClient(t.app);
    await client.login(kollege.email, DEMO.password);
    expect((await client.get('/api/v2/ego')).statusCode).toBe(200);
    expect((await client.post('/api/v2/logout')).statusCode).toBe(204);
    await expectLockedOut(client);
  });

  it('a signed-out token books no desk and no room: a request that would be valid, or one the input guard refuses, gets 401', async () => {
    const client = new ApiClient(t.app);
    await client.login(kollege.email, DEMO.password);
    const fullDay = (await client.get('/api/v2/ego')).json().group.slots[2].id as number;
    const rooms = await demoRooms(client);
    const [desk] = await queryRows<{ id: number }>(
      t.database.db,
      sql`SELECT id FROM resources WHERE group_id = ${t.demoGroupId} AND kind = 'desk' AND active ORDER BY id DESC LIMIT 1`,
    );
    const count = () => queryRows<{ n: number }>(t.database.db, sql`SELECT count(*)::int AS n FROM bookings`);
    const before = await count();
    expect((await client.post('/api/v2/logout')).statusCode).toBe(204);
    // A weekday three to five days ahead, when both would be free to book.
    let day = addDays(localDayOf(new Date(), 'Europe/Berlin'), 3);
    while ([0, 6].includes(new Date(`${day}T12:00:00Z`).getUTCDay())) day = addDays(day, 1);
    const desks = await client.post('/api/v2/bookings', { desk_id: desk?.id, days: [day], slot_id: fullDay });
    const room = await client.post('/api/v2/room_bookings', roomBookingBody(rooms.Elbe.id, day));
    const nul = await client.post('/api/v2/room_bookings', roomBookingBody(rooms.Elbe.id, day, { title: 'Plan\u0000' }));
    expect([desks.statusCode, room.statusCode, nul.statusCode]).toEqual([401, 401, 401]);
    expect(await count()).toEqual(before);
  });

  it('signing out on one device leaves the other signed in', async () => {
    const laptop = new ApiClient(t.app);
    const phone = new ApiClient(t.app);
    await laptop.login(demo.email, DEMO.password);
    await phone.login(demo.email, DEMO.password);
    await laptop.post('/api/v2/logout');
    expect((await laptop.get('/api/v2/ego')).statusCode).toBe(401);
    expect((await phone.get('/api/v2/ego')).statusCode).toBe(200);
  });

  it("a deleted account's token gets 401 on every private route, never a 500", async () => {
    const [doomed] = await createUsersWithTokens(t.database, t.demoGroupId, 1, 'doomed');
    const client = new ApiClient(t.app);
    client.token = doomed?.token ?? null;
    expect((await client.get('/api/v2/ego')).statusCode).toBe(200);
    expect((await client.post('/api/v2/settings/delete_account', { confirmation: 'LÖSCHEN' })).statusCode).toBe(204);
    await expectLockedOut(client);
  });

  it("a password change ends the other sessions' tokens and hands this device a fresh one", async () => {
    const [user] = await createUsersWithTokens(t.database, t.demoGroupId, 1, 'changer');
    const other = new ApiClient(t.app);
    other.token = user?.token ?? null;
    const here = new ApiClient(t.app);
    expect((await here.login('changer-0@deskfair.test', 'Viele!Nutzer1')).statusCode).toBe(200);
    const changed = await here.put('/api/v2/settings/password', {
      current_password: 'Viele!Nutzer1',
      password: 'Ganz!Neu2026x',
      password_confirmation: 'Ganz!Neu2026x',
    });
    expect(changed.statusCode).toBe(200);
    here.token = changed.json<{ token: string }>().token;
    expect((await here.get('/api/v2/ego')).statusCode).toBe(200);
    expect((await other.get('/api/v2/ego')).statusCode).toBe(401);
  });

  it('an access token names its session (sid), which is what signing out ends', async () => {
    const client = new ApiClient(t.app);
    const [, payload] = ((await client.login(demo.email, DEMO.password)).json<{ token: string }>().token ?? '').split('.');
    expect(JSON.parse(Buffer.from(payload ?? '', 'base64url').toString())).toHaveProperty('sid');
  });
});
