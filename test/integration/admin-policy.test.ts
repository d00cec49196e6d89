import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../support/api-client';
import { DATABASE_KINDS } from '../support/databases';
import { DEMO, startTestApp, type TestApp } from '../support/test-app';

const [ADMIN, MEMBER] = DEMO.users;
const METHODS = ['get', 'post', 'put', 'delete'] as const;

describe.each(DATABASE_KINDS)('every admin route is for admins only on %s', (kind) => {
  let t: TestApp;
  let member: ApiClient;
  let admin: ApiClient;
  let routes: Array<{ method: Uppercase<(typeof METHODS)[number]>; url: string }>;
  beforeAll(async () => {
    t = await startTestApp(kind);
    member = new ApiClient(t.app);
    await member.login(MEMBER?.email ?? '', DEMO.password);
    admin = new ApiClient(t.app);
    await admin.login(ADMIN?.email ?? '', DEMO.password);
    const document = (await t.app.inject({ method: 'GET', url: '/api/v2/openapi.json' })).json<{
      paths: Record<string, Partial<Record<(typeof METHODS)[number], unknown>>>;
    }>();
    routes = Object.entries(document.paths)
      .filter(([path]) => path.startsWith('/api/v2/admin/'))
      .flatMap(([path, operations]) =>
        METHODS.filter((m) => operations[m] !== undefined).map((m) => ({
          method: m.toUpperCase() as Uppercase<typeof m>,
          // any parameter will do: the policy answers before anything is looked up
          url: path.replace(/\{[^}]+\}/g, '1'),
        })),
      );
  });
  afterAll(() => t.close());

  it('walks the whole admin API from the OpenAPI document: a member gets 403 on each route, a signed-out caller 401', async () => {
    // the admin console of locations, resources, plans, group, slots, texts, users, problems, occupancy, audit, codes, SSO, …
    expect(routes.length).toBeGreaterThanOrEqual(40);
    const anonymous = new ApiClient(t.app);
    for (const route of routes) {
      const asMember = await member.request(route.method, route.url, route.method === 'GET' || route.method === 'DELETE' ? undefined : {});
      expect([route.method, route.url, asMember.statusCode]).toEqual([route.method, route.url, 403]);
      const asNobody = await anonymous.request(
        route.method,
        route.url,
        route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
      );
      expect([route.method, route.url, asNobody.statusCode]).toEqual([route.method, route.url, 401]);
    }
  });

  it('lets the admin through the same policy (the audit log answers)', async () => {
    expect((await admin.get('/api/v2/admin/audit')).statusCode).toBe(200);
  });
});
