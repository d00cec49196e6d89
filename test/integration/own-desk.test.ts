import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/client';
import { ApiClient } from '../support/api-client';
import { DATABASE_KINDS } from '../support/databases';
import { createGroupWithUser } from '../support/groups';
import { DEMO, startTestApp, type TestApp } from '../support/test-app';

const [demo, kollege] = DEMO.users;
const OTHER = { name: 'Andere AG', code: 'ANDERE-1', email: 'bea@andere.test', password: 'Andere!Pass1' };

describe.each(DATABASE_KINDS)('own desk (GET desk) on %s', (kind) => {
  let t: TestApp;
  let dana: ApiClient;
  let karl: ApiClient;
  let stranger: ApiClient;
  let desks: Array<{ id: number; label: string; uuid: string }>;
  // Tuesday 5 January 2027, 09:30 in Berlin.
  const now = new Date('2027-01-05T08:30:00Z');

  beforeAll(async () => {
    t = await startTestApp(kind, {}, { clock: { now: () => now } });
    dana = new ApiClient(t.app);
    karl = new ApiClient(t.app);
    await dana.login(demo?.email ?? '', DEMO.password);
    await karl.login(kollege?.email ?? '', DEMO.password);
    await createGroupWithUser(t.database, OTHER);
    stranger = new ApiClient(t.app);
    await stranger.login(OTHER.email, OTHER.password);
    desks = await queryRows(t.database.db, sql`SELECT id, label, uuid::text AS uuid FROM resources WHERE kind = 'desk' ORDER BY id`);
  });
  afterAll(() => t.close());

  it('answers none without a desk', async () => {
    expect((await karl.get('/api/v2/desk')).json()).toEqual({ holding: 'none', desk: null, booking: null, check_in_url: null, week: [] });
  });

  it("shows today's booked desk with its check-in link", async () => {
    const fullDay = (await dana.get('/api/v2/ego')).json().group.slots[2].id as number;
    const desk = desks[3];
    expect((await dana.post('/api/v2/bookings', { desk_id: desk?.id, days: ['2027-01-05'], slot_id: fullDay })).statusCode).toBe(201);
    const own = (await dana.get('/api/v2/desk')).json();
    expect(own).toMatchObject({
      holding: 'booking',
      desk: { id: desk?.id, label: 'B1-04', area: { name: 'Etage 1' }, location: { name: 'Berlin Mitte' } },
      booking: { day: '2027-01-05', status: 'booked', desk: { id: desk?.id } },
      check_in_url: `http://localhost:8080/#/desks/check_in/${desk?.uuid}`,
      week: [],
    });
  });

  it('shows a fixed desk and the days of this week it is shared on', async () => {
    const desk = desks[0];
    expect((await dana.request('PUT', `/api/v2/admin/desks/${desk?.id}/owner`, { email: kollege?.email })).statusCode).toBe(204);
    const always = (await karl.get('/api/v2/desk')).json();
    expect(always).toMatchObject({
      holding: 'fixed',
      desk: { id: desk?.id, label: 'B1-01' },
      booking: null,
      check_in_url: `http://localhost:8080/#/desks/check_in/${desk?.uuid}`,
    });
    expect(always.week).toEqual([
      { day: '2027-01-05', shared: false },
      { day: '2027-01-06', shared: false },
      { day: '2027-01-07', shared: false },
      { day: '2027-01-08', shared: false },
    ]);

    expect((await karl.put('/api/v2/settings/desk', { desk_mode: 'chosen_days', weekdays: [2, 4] })).statusCode).toBe(200);
    expect((await karl.post('/api/v2/desk/release', { day: '2027-01-07' })).statusCode).toBe(204);
    expect((await karl.get('/api/v2/desk')).json().week).toEqual([
      { day: '2027-01-05', shared: false },
      { day: '2027-01-06', shared: true },
      { day: '2027-01-07', shared: true },
      { day: '2027-01-08', shared: true },
    ]);
  });

  it("shows a user of another group none of the demo group's desks", async () => {
    expect((await stranger.get('/api/v2/desk')).json()).toEqual({
      holding: 'none',
      desk: null,
      booking: null,
      check_in_url: null,
      week: [],
    });
    expect((await new ApiClient(t.app).get('/api/v2/desk')).statusCode).toBe(401);
  });
});
