import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminAreaSchema,
  adminLocationSchema,
  adminPlacesResponseSchema,
  adminResourceSchema,
  areaResourcesResponseSchema,
} from '../../src/contract/admin-places';
import { auditResponseSchema } from '../../src/contract/audit';
import { parkingBookingResponseSchema } from '../../src/contract/parking';
import { roomBookingResponseSchema } from '../../src/contract/rooms';
import { queryRows } from '../../src/server/db/client';
import { messagesResponseSchema } from '../../src/contract/messages';
import { ApiClient } from '../support/api-client';
import { DATABASE_KINDS } from '../support/databases';
import { createGroupWithUser } from '../support/groups';
import { roomBookingBody } from '../support/rooms';
import { DEMO, startTestApp, type TestApp } from '../support/test-app';

const OTHER = { name: 'Fremd GmbH', code: 'FREMD-1', email: 'frida@fremd.test', password: 'Fremd!Pass12' };
const [ADMIN, MEMBER] = DEMO.users;

describe.each(DATABASE_KINDS)('admin places on %s', (kind) => {
  // The app's clock stands at Tuesday 8 January 2030, 09:30 in Berlin; bookings are made for Thursday the 10th.
  const now = new Date('2030-01-08T08:30:00Z');
  const day = '2030-01-10';
  let t: TestApp;
  let admin: ApiClient;
  let member: ApiClient;
  let otherAdmin: ApiClient;
  let locationId = 0;
  let areaId = 0;
  const ids: Record<string, number> = {};

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

  const count = async (table: 'locations' | 'areas' | 'resources') =>
    (await queryRows<{ n: number }>(t.database.db, sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)}`))[0]?.n;
  const areaResources = (client = admin) => client.getAs(`/api/v2/admin/areas/${areaId}/resources`, areaResourcesResponseSchema);
  const labelsOf = async () => (await areaResources()).resources.map((r) => [r.kind, r.label, r.active]);

  it('adds a location and an area, renames both, and lists them with the demo locations', async () => {
    const created = await admin.postAs('/api/v2/admin/locations', { name: ' Köln Dom ', address: '' }, adminLocationSchema);
    expect(created).toMatchObject({ name: 'Köln Dom', address: '', areas: [] });
    locationId = created.id;
    const renamed = await admin.request('PUT', `/api/v2/admin/locations/${locationId}`, {
      name: 'Köln',
      address: 'Domkloster 4, 50667 Köln',
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Köln', address: 'Domkloster 4, 50667 Köln' });

    const area = await admin.postAs(`/api/v2/admin/locations/${locationId}/areas`, { name: 'Etage 3' }, adminAreaSchema);
    areaId = area.id;
    expect(area).toMatchObject({ location_id: locationId, name: 'Etage 3', resource_count: 0 });
    expect((await admin.request('PUT', `/api/v2/admin/areas/${areaId}`, { name: 'Etage 4' })).json()).toMatchObject({ name: 'Etage 4' });

    const { locations } = await admin.getAs('/api/v2/admin/places', adminPlacesResponseSchema);
    expect(locations.map((l) => [l.name, l.areas.map((a) => [a.name, a.resource_count])])).toEqual([
      [
        'Berlin Mitte',
        [
          ['Etage 1', 21],
          ['Etage 2', 12],
          ['Tiefgarage', 4],
        ],
      ],
      [
        'Hamburg Hafen',
        [
          ['Open Space', 14],
          ['Parkdeck', 4],
        ],
      ],
      ['Köln', [['Etage 4', 0]]],
    ]);
  });

  it('refuses a location name the group has, and an area name its location has (422 on name); nothing changes', async () => {
    const [locations, areas] = [await count('locations'), await count('areas')];
    const location = await admin.post('/api/v2/admin/locations', { name: 'Berlin Mitte', address: '' });
    expect([location.statusCode, location.json().errors]).toEqual([422, { name: ['Einen Standort mit diesem Namen gibt es schon.'] }]);
    const renamed = await admin.put(`/api/v2/admin/locations/${locationId}`, { name: 'Hamburg Hafen', address: '' });
    expect([renamed.statusCode, renamed.json().errors]).toEqual([422, { name: ['Einen Standort mit diesem Namen gibt es schon.'] }]);
    await admin.post(`/api/v2/admin/locations/${locationId}/areas`, { name: 'Etage 5' });
    admin.language = 'en';
    const area = await admin.post(`/api/v2/admin/locations/${locationId}/areas`, { name: 'Etage 4' });
    expect([area.statusCode, area.json().errors]).toEqual([422, { name: ['This location already has an area with this name.'] }]);
    const renamedArea = await admin.put(`/api/v2/admin/areas/${areaId}`, { name: 'Etage 5' });
    expect([renamedArea.statusCode, renamedArea.json().errors]).toEqual([
      422,
      { name: ['This location already has an area with this name.'] },
    ]);
    admin.language = 'de';
    const { locations: after } = await admin.getAs('/api/v2/admin/places', adminPlacesResponseSchema);
    expect(after.find((l) => l.id === locationId)?.areas.map((a) => a.name)).toEqual(['Etage 4', 'Etage 5']);
    expect([await count('locations'), await count('areas')]).toEqual([locations, (areas ?? 0) + 1]);
    const spare = after.find((l) => l.id === locationId)?.areas.find((a) => a.name === 'Etage 5');
    expect((await admin.request('DELETE', `/api/v2/admin/areas/${spare?.id}`)).statusCode).toBe(204);
  });

  it('adds a desk with an owner, a room, a requestable bookable with an approver and a parking space', async () => {
    const desk = await admin.postAs(
      `/api/v2/admin/areas/${areaId}/resources`,
      { kind: 'desk', label: 'K-01', equipment: ['Monitor'], owner_email: 'Kollege@Deskfair.test' },
      adminResourceSchema,
    );
    expect(desk).toMatchObject({ kind: 'desk', label: 'K-01', equipment: ['Monitor'], owner_email: 'kollege@deskfair.test', active: true });
    ids.desk = desk.id;
    const room = await admin.postAs(
      `/api/v2/admin/areas/${areaId}/resources`,
      { kind: 'room', label: 'Rhein', capacity: 6, layouts: ['u_shape'], equipment: ['screen'], catering_offered: true },
      adminResourceSchema,
    );
    expect(room).toMatchObject({ kind: 'room', capacity: 6, layouts: ['u_shape'], equipment: ['screen'], catering_offered: true });
    ids.room = room.id;
    const bookable = await admin.postAs(
      `/api/v2/admin/areas/${areaId}/resources`,
      {
        kind: 'bookable',
        label: 'Lastenrad',
        category: 'other',
        description: 'Im Hof',
        requestable: true,
        approver_emails: ['kollege@deskfair.test'],
      },
      adminResourceSchema,
    );
    expect(bookable).toMatchObject({
      category: 'other',
      description: 'Im Hof',
      requestable: true,
      approver_emails: ['kollege@deskfair.test'],
    });
    ids.bookable = bookable.id;
    const parking = await admin.postAs(`/api/v2/admin/areas/${areaId}/resources`, { kind: 'parking', label: 'KP-1' }, adminResourceSchema);
    expect(parking).toMatchObject({ kind: 'parking', label: 'KP-1', category: 'parking_space' });
    ids.parking = parking.id;
    // The same label is fine for another kind.
    expect((await admin.post(`/api/v2/admin/areas/${areaId}/resources`, { kind: 'parking', label: 'k-01' })).statusCode).toBe(201);

    expect(await labelsOf()).toEqual([
      ['bookable', 'Lastenrad', true],
      ['desk', 'K-01', true],
      ['parking', 'k-01', true],
      ['parking', 'KP-1', true],
      ['room', 'Rhein', true],
    ]);
  });

  it('edits the fields of each kind', async () => {
    const desk = await admin.request('PUT', `/api/v2/admin/resources/${ids.desk}`, { label: 'K-02', equipment: [], owner_email: null });
    expect(desk.json()).toMatchObject({ label: 'K-02', equipment: [], owner_email: null });
    const bookable = await admin.request('PUT', `/api/v2/admin/resources/${ids.bookable}`, {
      label: 'Lastenrad',
      category: 'equipment',
      requestable: false,
      approver_emails: [],
    });
    expect(bookable.json()).toMatchObject({ category: 'equipment', requestable: false, approver_emails: [] });
    const room = await admin.request('PUT', `/api/v2/admin/resources/${ids.room}`, { label: 'Rhein', capacity: 10 });
    expect(room.json()).toMatchObject({ capacity: 10, layouts: [], catering_offered: false });
  });

  it('refuses a duplicate label in the area and kind, whatever its case, in German and English; nothing changes', async () => {
    const before = await count('resources');
    for (const [language, message] of [
      ['de', 'Diese Bezeichnung gibt es in diesem Bereich schon.'],
      ['en', 'This area already has this label.'],
    ] as const) {
      admin.language = language;
      const created = await admin.post(`/api/v2/admin/areas/${areaId}/resources`, { kind: 'desk', label: 'k-02' });
      expect(created.statusCode).toBe(422);
      expect(created.json().errors).toEqual({ label: [message] });
    }
    admin.language = 'de';
    const second = await admin.postAs(`/api/v2/admin/areas/${areaId}/resources`, { kind: 'desk', label: 'K-03' }, adminResourceSchema);
    const renamed = await admin.request('PUT', `/api/v2/admin/resources/${second.id}`, { label: 'K-02' });
    expect(renamed.statusCode).toBe(422);
    expect(renamed.json().errors).toEqual({ label: ['Diese Bezeichnung gibt es in diesem Bereich schon.'] });
    expect(await count('resources')).toBe((before ?? 0) + 1);
    expect((await areaResources()).resources.filter((r) => r.kind === 'desk').map((r) => r.label)).toEqual(['K-02', 'K-03']);
  });

  it('refuses bad fields with their messages and changes nothing', async () => {
    const before = await count('resources');
    const noCapacity = await admin.post(`/api/v2/admin/areas/${areaId}/resources`, { kind: 'room', label: 'Main' });
    expect(noCapacity.statusCode).toBe(422);
    expect(noCapacity.json().errors).toEqual({ capacity: ['Pflichtfeld.'] });
    admin.language = 'en';
    const stranger = await admin.post(`/api/v2/admin/areas/${areaId}/resources`, { kind: 'desk', label: 'K-09', owner_email: OTHER.email });
    expect(stranger.statusCode).toBe(422);
    expect(stranger.json().errors).toEqual({ owner_email: ['Email address not found.'] });
    const blank = await admin.post('/api/v2/admin/locations', { name: '  ' });
    expect(blank.json().errors).toEqual({ name: ['Required.'] });
    admin.language = 'de';
    const zero = await admin.request('PUT', `/api/v2/admin/resources/${ids.room}`, { label: 'Rhein', capacity: 0 });
    expect(zero.json().errors).toEqual({ capacity: ['Mindestens 1.'] });
    expect(await count('resources')).toBe(before);
    expect((await areaResources()).resources.find((r) => r.id === ids.room)?.capacity).toBe(10);
  });

  it('keeps a location with areas and an area with resources (422 in German and English)', async () => {
    const [locations, areas] = [await count('locations'), await count('areas')];
    const area = await admin.request('DELETE', `/api/v2/admin/areas/${areaId}`);
    expect(area.statusCode).toBe(422);
    expect(area.json().errors).toEqual({ area: ['Im Bereich gibt es noch Ressourcen. Ein Bereich lässt sich nur leer löschen.'] });
    admin.language = 'en';
    const location = await admin.request('DELETE', `/api/v2/admin/locations/${locationId}`);
    admin.language = 'de';
    expect(location.statusCode).toBe(422);
    expect(location.json().errors).toEqual({ location: ['The location still has areas. Delete the areas first.'] });
    expect([await count('locations'), await count('areas')]).toEqual([locations, areas]);

    const spare = await admin.postAs('/api/v2/admin/locations', { name: 'Leer' }, adminLocationSchema);
    const spareArea = await admin.postAs(`/api/v2/admin/locations/${spare.id}/areas`, { name: 'Nichts' }, adminAreaSchema);
    expect((await admin.request('DELETE', `/api/v2/admin/areas/${spareArea.id}`)).statusCode).toBe(204);
    expect((await admin.request('DELETE', `/api/v2/admin/locations/${spare.id}`)).statusCode).toBe(204);
    expect([await count('locations'), await count('areas')]).toEqual([locations, areas]);
  });

  it('takes a room and a parking space out of service: their future bookings are cancelled and the holders told', async () => {
    const roomBooking = await member.postAs('/api/v2/room_bookings', roomBookingBody(ids.room ?? 0, day), roomBookingResponseSchema);
    const parking = await member.postAs(
      '/api/v2/parking_bookings',
      { days: [day], resource_id: ids.parking },
      parkingBookingResponseSchema,
    );
    expect(parking.results.map((r) => r.outcome)).toEqual(['booked']);
    const statuses = () =>
      queryRows<{ resource_id: number; status: string }>(
        t.database.db,
        sql`SELECT resource_id, status FROM bookings WHERE resource_id IN (${ids.room}, ${ids.parking}) ORDER BY resource_id`,
      );
    expect((await statuses()).map((b) => b.status)).toEqual(['booked', 'booked']);

    expect((await member.request('PUT', `/api/v2/admin/resources/${ids.room}/service`, { active: false })).statusCode).toBe(403);
    expect((await admin.request('PUT', `/api/v2/admin/resources/${ids.room}/service`, { active: false })).statusCode).toBe(204);
    expect((await admin.request('PUT', `/api/v2/admin/resources/${ids.parking}/service`, { active: false })).statusCode).toBe(204);
    expect((await statuses()).map((b) => b.status)).toEqual(['cancelled', 'cancelled']);
    expect(roomBooking.booking.id).toBeGreaterThan(0);

    const messages = await queryRows<{ subject: string }>(
      t.database.db,
      sql`SELECT m.payload->>'desk' AS subject FROM messages m JOIN users u ON u.group_id = m.group_id AND u.id = m.user_id
          WHERE u.email = ${MEMBER?.email ?? ''} AND m.type = 'DeskDeletedNotification' ORDER BY m.id`,
    );
    expect(messages.map((m) => m.subject)).toEqual(['Rhein', 'KP-1']);
    const history = await member.getAs('/api/v2/messages', messagesResponseSchema);
    const removed = history.messages.filter((m) => m.type === 'DeskDeletedNotification').map((m) => [m.title, m.path]);
    expect(removed).toEqual([
      ['Parkplatz KP-1 außer Betrieb', '/parkefficient'],
      ['Raum Rhein außer Betrieb', '/conference_rooms'],
    ]);
    expect(await labelsOf()).toContainEqual(['room', 'Rhein', false]);

    expect((await admin.request('PUT', `/api/v2/admin/resources/${ids.room}/service`, { active: true })).statusCode).toBe(204);
    expect(await labelsOf()).toContainEqual(['room', 'Rhein', true]);
  });

  it('answers 403 to a member on every route it adds', async () => {
    const routes: Array<[string, string, unknown?]> = [
      ['GET', '/api/v2/admin/places'],
      ['POST', '/api/v2/admin/locations', { name: 'X' }],
      ['PUT', `/api/v2/admin/locations/${locationId}`, { name: 'X' }],
      ['DELETE', `/api/v2/admin/locations/${locationId}`],
      ['POST', `/api/v2/admin/locations/${locationId}/areas`, { name: 'X' }],
      ['PUT', `/api/v2/admin/areas/${areaId}`, { name: 'X' }],
      ['DELETE', `/api/v2/admin/areas/${areaId}`],
      ['GET', `/api/v2/admin/areas/${areaId}/resources`],
      ['POST', `/api/v2/admin/areas/${areaId}/resources`, { kind: 'desk', label: 'X' }],
      ['PUT', `/api/v2/admin/resources/${ids.desk}`, { label: 'X' }],
      ['PUT', `/api/v2/admin/resources/${ids.desk}/service`, { active: false }],
    ];
    const before = await labelsOf();
    for (const [method, path, body] of routes) {
      expect([method, path, (await member.request(method as 'GET', path, body)).statusCode]).toEqual([method, path, 403]);
    }
    expect(await labelsOf()).toEqual(before);
  });

  it("shows another group's admin nothing of ours and lets them change nothing (404)", async () => {
    expect((await otherAdmin.getAs('/api/v2/admin/places', adminPlacesResponseSchema)).locations).toEqual([]);
    const before = await labelsOf();
    const [locations, areas] = [await count('locations'), await count('areas')];
    const attempts: Array<[string, string, unknown?]> = [
      ['PUT', `/api/v2/admin/locations/${locationId}`, { name: 'Gekapert' }],
      ['DELETE', `/api/v2/admin/locations/${locationId}`],
      ['POST', `/api/v2/admin/locations/${locationId}/areas`, { name: 'Gekapert' }],
      ['PUT', `/api/v2/admin/areas/${areaId}`, { name: 'Gekapert' }],
      ['DELETE', `/api/v2/admin/areas/${areaId}`],
      ['GET', `/api/v2/admin/areas/${areaId}/resources`],
      ['POST', `/api/v2/admin/areas/${areaId}/resources`, { kind: 'desk', label: 'Gekapert' }],
      ['PUT', `/api/v2/admin/resources/${ids.desk}`, { label: 'Gekapert' }],
      ['PUT', `/api/v2/admin/resources/${ids.desk}/service`, { active: false }],
    ];
    for (const [method, path, body] of attempts) {
      expect([method, path, (await otherAdmin.request(method as 'GET', path, body)).statusCode]).toEqual([method, path, 404]);
    }
    expect(await labelsOf()).toEqual(before);
    expect([await count('locations'), await count('areas')]).toEqual([locations, areas]);
    const { locations: ours } = await admin.getAs('/api/v2/admin/places', adminPlacesResponseSchema);
    expect(ours.find((l) => l.id === locationId)?.areas.map((a) => a.name)).toEqual(['Etage 4']);
  });

  it('records every change in the audit log with before and after', async () => {
    const { entries: places } = await admin.getAs('/api/v2/admin/audit?entity=location', auditResponseSchema);
    expect(places.map((e) => [e.action, e.before?.name ?? null, e.after?.name ?? null])).toEqual([
      ['delete', 'Leer', null],
      ['create', null, 'Leer'],
      ['update', 'Köln Dom', 'Köln'],
      ['create', null, 'Köln Dom'],
    ]);
    expect(places[0]?.actor?.email).toBe('demo@deskfair.test');
    const { entries: areaEntries } = await admin.getAs('/api/v2/admin/audit?entity=area', auditResponseSchema);
    expect(areaEntries.map((e) => e.action)).toEqual(['delete', 'create', 'delete', 'create', 'update', 'create']);
    const { entries: resourceEntries } = await admin.getAs('/api/v2/admin/audit?entity=resource', auditResponseSchema);
    const roomEntries = resourceEntries.filter((e) => e.entity_id === String(ids.room));
    expect(roomEntries.map((e) => [e.action, e.before?.active ?? null, e.after?.active ?? null])).toEqual([
      ['update', false, true],
      ['update', true, false],
      ['update', true, true],
      ['create', null, true],
    ]);
    expect(roomEntries[2]?.before).toMatchObject({ capacity: 6 });
    expect(roomEntries[2]?.after).toMatchObject({ capacity: 10 });
    expect((await otherAdmin.getAs('/api/v2/admin/audit', auditResponseSchema)).entries).toEqual([]);
  });
});
