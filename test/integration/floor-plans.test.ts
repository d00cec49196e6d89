import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditResponseSchema } from '../../src/contract/audit';
import { planAreasResponseSchema, planLayoutSchema, planMarkersResponseSchema } from '../../src/contract/floor-plans';
import { queryRows } from '../../src/server/db/client';
import { ApiClient, bodyAs } from '../support/api-client';
import { DATABASE_KINDS } from '../support/databases';
import { createGroupWithUser } from '../support/groups';
import { DEMO, startTestApp, type TestApp } from '../support/test-app';

const OTHER = { name: 'Andere AG', code: 'ANDERE-1', email: 'bea@andere.test', password: 'Andere!Pass1' };
const [ADMIN, MEMBER] = DEMO.users;
const DAY = '2030-03-05';
const PLAN_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox";

const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 500"><rect width="800" height="500" fill="#f4f4f4"/><text x="20" y="40">Etage</text></svg>';
/** The signature and IHDR chunk of a 640 × 480 PNG (the server reads no further). */
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
  Buffer.from('IHDR', 'latin1'),
  Buffer.from([0, 0, 2, 0x80, 0, 0, 1, 0xe0, 8, 6, 0, 0, 0, 0x35, 0xd1, 0xdc, 0xe4]),
  Buffer.from([0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]),
]);

describe.each(DATABASE_KINDS)('floor plans on %s', (kind) => {
  let t: TestApp;
  let admin: ApiClient;
  let member: ApiClient;
  let otherAdmin: ApiClient;
  /** An area of the demo group made for this test, with two desks, and no plan at first. */
  let areaId: number;
  let deskA: number;
  let deskB: number;
  let etage2: number;

  const one = async <T>(query: ReturnType<typeof sql>) => (await queryRows<T>(t.database.db, query))[0];
  const idOfUser = async (email: string) => (await one<{ id: number }>(sql`SELECT id FROM users WHERE email = ${email}`))?.id ?? 0;
  const resourceId = async (label: string) =>
    (await one<{ id: number }>(sql`SELECT id FROM resources WHERE group_id = ${t.demoGroupId} AND label = ${label}`))?.id ?? 0;
  const planRows = async (area: number) =>
    (await one<{ n: number }>(sql`SELECT count(*)::int AS n FROM area_plans WHERE area_id = ${area}`))?.n;
  const storedPlan = async (area: number) =>
    one<{ media_type: string; width: number; height: number }>(
      sql`SELECT media_type, width, height FROM area_plans WHERE group_id = ${t.demoGroupId} AND area_id = ${area}`,
    );
  const upload = (client: ApiClient, area: number, body: Buffer | string, type: string) =>
    client.request('PUT', `/api/v2/admin/areas/${area}/plan`, body, { 'content-type': type });

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = new ApiClient(t.app);
    await admin.login(ADMIN?.email ?? '', DEMO.password);
    member = new ApiClient(t.app);
    await member.login(MEMBER?.email ?? '', DEMO.password);
    const other = await createGroupWithUser(t.database, OTHER);
    await t.database.db.execute(sql`UPDATE users SET is_admin = true WHERE group_id = ${other.group.id}`);
    otherAdmin = new ApiClient(t.app);
    await otherAdmin.login(OTHER.email, OTHER.password);
    const location = await one<{ id: number }>(sql`SELECT id FROM locations WHERE group_id = ${t.demoGroupId} AND name = 'Berlin Mitte'`);
    areaId =
      (
        await one<{ id: number }>(
          sql`INSERT INTO areas (group_id, location_id, name) VALUES (${t.demoGroupId}, ${location?.id}, 'Planetage') RETURNING id`,
        )
      )?.id ?? 0;
    await t.database.db.execute(
      sql`INSERT INTO resources (group_id, kind, area_id, label) VALUES (${t.demoGroupId}, 'desk', ${areaId}, 'PL-01'), (${t.demoGroupId}, 'desk', ${areaId}, 'PL-02')`,
    );
    deskA = await resourceId('PL-01');
    deskB = await resourceId('PL-02');
    etage2 = (await one<{ id: number }>(sql`SELECT id FROM areas WHERE group_id = ${t.demoGroupId} AND name = 'Etage 2'`))?.id ?? 0;
  });
  afterAll(() => t.close());

  it('refuses bad uploads with the field message in German and English, storing nothing', async () => {
    const cases: Array<[Buffer | string, string, string, string]> = [
      [
        Buffer.alloc(2 * 1024 * 1024 + 1, 0x20),
        'image/svg+xml',
        'Die Datei ist zu groß: höchstens 2 MB.',
        'The file is too large: 2 MB at most.',
      ],
      [
        'hello, no image',
        'image/png',
        'Das ist kein Bild: Bitte eine SVG- oder PNG-Datei hochladen.',
        'This is not an image: please upload an SVG or PNG file.',
      ],
      [
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><script>alert(1)</script></svg>',
        'image/svg+xml',
        'Die SVG-Datei enthält Skripte, Ereignis-Attribute, foreignObject oder Verweise auf andere Dateien. Bitte ohne sie speichern.',
        'The SVG file contains scripts, event attributes, foreignObject or references to other files. Please save it without them.',
      ],
      [
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" onload="alert(1)"><rect width="10" height="10"/></svg>',
        'image/svg+xml',
        'Die SVG-Datei enthält Skripte, Ereignis-Attribute, foreignObject oder Verweise auf andere Dateien. Bitte ohne sie speichern.',
        'The SVG file contains scripts, event attributes, foreignObject or references to other files. Please save it without them.',
      ],
      [
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><image href="https://evil.test/x.png" width="10" height="10"/></svg>',
        'image/svg+xml',
        'Die SVG-Datei enthält Skripte, Ereignis-Attribute, foreignObject oder Verweise auf andere Dateien. Bitte ohne sie speichern.',
        'The SVG file contains scripts, event attributes, foreignObject or references to other files. Please save it without them.',
      ],
    ];
    for (const [body, type, de, en] of cases) {
      admin.language = 'en';
      const english = await upload(admin, areaId, body, type);
      admin.language = 'de';
      const german = await upload(admin, areaId, body, type);
      expect(english.statusCode).toBe(422);
      expect(english.json().errors).toEqual({ plan: [en] });
      expect(german.statusCode).toBe(422);
      expect(german.json().errors).toEqual({ plan: [de] });
    }
    expect(await planRows(areaId)).toBe(0);
  });

  it('stores an uploaded SVG and serves it to members with a strict CSP, nosniff and an ETag', async () => {
    const layout = bodyAs(await upload(admin, areaId, SVG, 'image/svg+xml'), 200, planLayoutSchema);
    expect(layout.area).toEqual({ id: areaId, name: 'Planetage' });
    expect(layout.plan).toMatchObject({ media_type: 'image/svg+xml', width: 800, height: 500 });
    expect(layout.resources).toEqual([
      { id: deskA, kind: 'desk', label: 'PL-01', x: null, y: null },
      { id: deskB, kind: 'desk', label: 'PL-02', x: null, y: null },
    ]);
    const image = await member.get(`/api/v2/areas/${areaId}/plan`);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/svg+xml');
    expect(image.headers['content-security-policy']).toBe(PLAN_CSP);
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.body).toBe(SVG);
    const etag = String(image.headers.etag);
    expect((await member.get(`/api/v2/areas/${areaId}/plan`, { 'if-none-match': etag })).statusCode).toBe(304);
  });

  it('keeps the stored plan when a replacement is refused', async () => {
    const refused = await upload(admin, areaId, '<svg xmlns="http://www.w3.org/2000/svg" onload="x()"/>', 'image/svg+xml');
    expect(refused.statusCode).toBe(422);
    expect(await storedPlan(areaId)).toEqual({ media_type: 'image/svg+xml', width: 800, height: 500 });
  });

  it('replaces the plan with a PNG, reading its size from the file', async () => {
    const layout = bodyAs(await upload(admin, areaId, PNG, 'image/png'), 200, planLayoutSchema);
    expect(layout.plan).toMatchObject({ media_type: 'image/png', width: 640, height: 480 });
    const image = await member.get(`/api/v2/areas/${areaId}/plan`);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(PNG)).toBe(true);
    const { entries } = await admin.getAs('/api/v2/admin/audit?entity=area_plan', auditResponseSchema);
    expect(entries.filter((e) => e.entity_id === String(areaId)).map((e) => e.action)).toEqual(['update', 'create']);
  });

  it('places resources of the area; out of range or of another area is 422 and nothing moves', async () => {
    const placed = await admin.request('PUT', `/api/v2/admin/areas/${areaId}/positions`, {
      positions: [
        { resource_id: deskA, x: 12.5, y: 40 },
        { resource_id: deskB, x: 87.256, y: 60 },
      ],
    });
    expect(bodyAs(placed, 200, planLayoutSchema).resources).toEqual([
      { id: deskA, kind: 'desk', label: 'PL-01', x: 12.5, y: 40 },
      { id: deskB, kind: 'desk', label: 'PL-02', x: 87.26, y: 60 },
    ]);
    const b101 = await resourceId('B1-01');
    const bad: Array<[object, string, string, string]> = [
      [{ resource_id: deskA, x: 101, y: 10 }, 'positions.0.x', 'Zwischen 0 und 100 %.', 'Between 0 and 100 %.'],
      [{ resource_id: deskA, x: 10, y: -1 }, 'positions.0.y', 'Zwischen 0 und 100 %.', 'Between 0 and 100 %.'],
      [
        { resource_id: b101, x: 10, y: 10 },
        'positions.0.resource_id',
        'Diese Ressource gehört nicht zu diesem Bereich.',
        'This resource does not belong to this area.',
      ],
    ];
    for (const [position, field, de, en] of bad) {
      admin.language = 'en';
      const english = await admin.request('PUT', `/api/v2/admin/areas/${areaId}/positions`, { positions: [position] });
      admin.language = 'de';
      const german = await admin.request('PUT', `/api/v2/admin/areas/${areaId}/positions`, { positions: [position] });
      expect(english.statusCode).toBe(422);
      expect(english.json().errors).toEqual({ [field]: [en] });
      expect(german.json().errors).toEqual({ [field]: [de] });
    }
    const layout = await admin.getAs(`/api/v2/admin/areas/${areaId}/plan_layout`, planLayoutSchema);
    expect(layout.resources.map((r) => [r.label, r.x, r.y])).toEqual([
      ['PL-01', 12.5, 40],
      ['PL-02', 87.26, 60],
    ]);
    const { entries } = await admin.getAs('/api/v2/admin/audit?entity=resource_position', auditResponseSchema);
    expect(entries.map((e) => e.entity_id).sort()).toEqual([String(deskA), String(deskB)].sort());
  });

  it('shows each marker as free, taken, mine or team for the caller', async () => {
    const desks = ['B2-01', 'B2-02', 'B2-03'];
    const holders = [ADMIN?.email ?? '', 'juergen.mueller@deskfair.test', MEMBER?.email ?? ''];
    for (const [index, label] of desks.entries()) {
      await t.database.db.execute(sql`
        INSERT INTO bookings (group_id, user_id, resource_id, resource_kind, day, start_at, end_at, status)
        VALUES (${t.demoGroupId}, ${await idOfUser(holders[index] ?? '')}, ${await resourceId(label)}, 'desk', ${DAY},
                '2030-03-05T07:00:00Z', '2030-03-05T12:00:00Z', 'booked')`);
    }
    const stateOf = async (client: ApiClient, query: string) => {
      const { areas } = await client.getAs(`/api/v2/plan_markers?kind=desk&day=${DAY}${query}`, planMarkersResponseSchema);
      const area = areas.find((a) => a.area.id === etage2);
      return Object.fromEntries((area?.markers ?? []).filter((m) => m.label <= 'B2-04').map((m) => [m.label, m.state]));
    };
    expect(await stateOf(admin, '')).toEqual({ 'B2-01': 'mine', 'B2-02': 'team', 'B2-03': 'taken', 'B2-04': 'free' });
    expect(await stateOf(member, '')).toEqual({ 'B2-01': 'taken', 'B2-02': 'taken', 'B2-03': 'mine', 'B2-04': 'free' });
    // In the afternoon (after the bookings end) every desk is free.
    expect(await stateOf(admin, '&start_minute=840&end_minute=1080')).toEqual({
      'B2-01': 'free',
      'B2-02': 'free',
      'B2-03': 'free',
      'B2-04': 'free',
    });
    const planned = await admin.getAs(`/api/v2/plan_markers?kind=desk&day=${DAY}`, planMarkersResponseSchema);
    expect(planned.areas.find((a) => a.area.id === areaId)?.markers).toEqual([
      { resource_id: deskA, label: 'PL-01', x: 12.5, y: 40, state: 'free' },
      { resource_id: deskB, label: 'PL-02', x: 87.26, y: 60, state: 'free' },
    ]);
  });

  it('answers 403 to members on every admin route', async () => {
    const before = await storedPlan(areaId);
    expect((await member.get('/api/v2/admin/plans')).statusCode).toBe(403);
    expect((await member.get(`/api/v2/admin/areas/${areaId}/plan_layout`)).statusCode).toBe(403);
    expect((await upload(member, areaId, SVG, 'image/svg+xml')).statusCode).toBe(403);
    expect((await member.request('DELETE', `/api/v2/admin/areas/${areaId}/plan`)).statusCode).toBe(403);
    expect((await member.request('PUT', `/api/v2/admin/areas/${areaId}/positions`, { positions: [] })).statusCode).toBe(403);
    expect(await storedPlan(areaId)).toEqual(before);
  });

  it("never shows or changes another group's plans", async () => {
    expect((await otherAdmin.get(`/api/v2/areas/${areaId}/plan`)).statusCode).toBe(404);
    expect((await otherAdmin.get(`/api/v2/admin/areas/${areaId}/plan_layout`)).statusCode).toBe(404);
    expect((await upload(otherAdmin, areaId, SVG, 'image/svg+xml')).statusCode).toBe(404);
    expect((await otherAdmin.request('DELETE', `/api/v2/admin/areas/${areaId}/plan`)).statusCode).toBe(404);
    const moved = await otherAdmin.request('PUT', `/api/v2/admin/areas/${areaId}/positions`, {
      positions: [{ resource_id: deskA, x: 1, y: 1 }],
    });
    expect(moved.statusCode).toBe(404);
    expect((await otherAdmin.getAs('/api/v2/admin/plans', planAreasResponseSchema)).areas).toEqual([]);
    expect((await otherAdmin.getAs(`/api/v2/plan_markers?kind=desk&day=${DAY}`, planMarkersResponseSchema)).areas).toEqual([]);
    expect(await storedPlan(areaId)).toEqual({ media_type: 'image/png', width: 640, height: 480 });
    const layout = await admin.getAs(`/api/v2/admin/areas/${areaId}/plan_layout`, planLayoutSchema);
    expect(layout.resources.map((r) => [r.x, r.y])).toEqual([
      [12.5, 40],
      [87.26, 60],
    ]);
  });

  it('removes a plan, taking its resources off it', async () => {
    expect((await admin.request('DELETE', `/api/v2/admin/areas/${areaId}/plan`)).statusCode).toBe(204);
    expect(await planRows(areaId)).toBe(0);
    expect((await member.get(`/api/v2/areas/${areaId}/plan`)).statusCode).toBe(404);
    const layout = await admin.getAs(`/api/v2/admin/areas/${areaId}/plan_layout`, planLayoutSchema);
    expect(layout.plan).toBeNull();
    expect(layout.resources.map((r) => [r.x, r.y])).toEqual([
      [null, null],
      [null, null],
    ]);
  });
});
