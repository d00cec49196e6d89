import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/client';
import { ApiClient } from '../support/api-client';
import { DATABASE_KINDS } from '../support/databases';
import { createDeskOfGroup, createGroupWithUser } from '../support/groups';
import { DEMO, startTestApp, type TestApp } from '../support/test-app';

const [demo] = DEMO.users;

interface ListedDesk {
  id: number;
  label: string;
  area: { id: number; name: string };
  location: { id: number; name: string };
}

// The free-desk list keeps each group's desks in memory; every change of a desk, area or location, by any path (here
// plain SQL), must show in the next answer.
describe.each(DATABASE_KINDS)('free desks after places change on %s', (kind) => {
  const now = new Date('2027-01-05T08:30:00Z');
  const tomorrow = '2027-01-06';
  let t: TestApp;
  let dana: ApiClient;
  let groupId: number;
  let fullDay: number;

  const free = async (query = ''): Promise<ListedDesk[]> => {
    const response = await dana.get(`/api/v2/desks/available?day=${tomorrow}&slot_id=${fullDay}${query}`);
    expect(response.statusCode).toBe(200);
    return response.json().desks as ListedDesk[];
  };
  const labels = async (query = '') => (await free(query)).map((d) => d.label);
  const run = (statement: ReturnType<typeof sql>) => queryRows(t.database.db, statement);

  beforeAll(async () => {
    t = await startTestApp(kind, {}, { clock: { now: () => now } });
    dana = new ApiClient(t.app);
    await dana.login(demo.email, DEMO.password);
    const ego = (await dana.get('/api/v2/ego')).json();
    groupId = ego.group.id;
    fullDay = ego.group.slots.find((s: { name: string }) => s.name === 'full_day').id;
  });
  afterAll(() => t.close());

  it('shows a renamed desk and area, and drops a desk taken out of service', async () => {
    expect(await labels()).toHaveLength(36);
    expect((await free())[0]).toMatchObject({ label: 'B1-01', area: { name: 'Etage 1' }, location: { name: 'Berlin Mitte' } });

    await run(sql`UPDATE resources SET label = 'B1-01 (Fenster)' WHERE group_id = ${groupId} AND label = 'B1-01'`);
    await run(sql`UPDATE areas SET name = 'Erste Etage' WHERE group_id = ${groupId} AND name = 'Etage 1'`);
    expect((await free())[0]).toMatchObject({ label: 'B1-01 (Fenster)', area: { name: 'Erste Etage' } });

    await run(sql`UPDATE resources SET active = false WHERE group_id = ${groupId} AND label = 'B1-02'`);
    expect(await labels()).toHaveLength(35);
    expect(await labels()).not.toContain('B1-02');
  });

  it('lists a new desk at once, in its place in the order, and forgets a deleted one', async () => {
    const [area] = await run(sql`SELECT id FROM areas WHERE group_id = ${groupId} AND name = 'Erste Etage'`);
    await run(
      sql`INSERT INTO resources (group_id, kind, area_id, label) VALUES (${groupId}, 'desk', ${(area as { id: number }).id}, 'B1-00')`,
    );
    expect((await labels()).slice(0, 2)).toEqual(['B1-00', 'B1-01 (Fenster)']);
    await run(sql`DELETE FROM resources WHERE group_id = ${groupId} AND label = 'B1-00'`);
    expect(await labels()).not.toContain('B1-00');
    expect(await labels()).toHaveLength(35);
  });

  it('filters by location, and a renamed location shows', async () => {
    const hamburg = (await free()).find((d) => d.location.name === 'Hamburg Hafen')?.location.id;
    const inHamburg = await free(`&location_id=${hamburg}`);
    expect(inHamburg.length).toBeGreaterThan(0);
    expect(inHamburg.every((d) => d.location.name === 'Hamburg Hafen')).toBe(true);
    await run(sql`UPDATE locations SET name = 'Hamburg Speicherstadt' WHERE group_id = ${groupId} AND id = ${hamburg}`);
    expect((await free(`&location_id=${hamburg}`)).every((d) => d.location.name === 'Hamburg Speicherstadt')).toBe(true);
  });

  it("never lists another group's desks, also when both groups' places change", async () => {
    const other = await createGroupWithUser(t.database, {
      name: 'Fremd AG',
      code: 'FREMD-9',
      email: 'y@fremd.test',
      password: 'Fremd!Pass12',
    });
    await createDeskOfGroup(t.database, other.group.id, 'F-1');
    expect(await labels()).not.toContain('F-1');
    const bea = new ApiClient(t.app);
    await bea.login('y@fremd.test', 'Fremd!Pass12');
    const theirs = await bea.get(`/api/v2/desks/available?day=${tomorrow}&start_minute=480&end_minute=1080`);
    expect(theirs.json().desks.map((d: ListedDesk) => d.label)).toEqual(['F-1']);
    expect(await labels()).toHaveLength(35);
  });
});
