import { addDays, localDayOf } from '../../src/domain/time/local-day';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/client';
import { ApiClient } from '../support/api-client';
import { DATABASE_KINDS } from '../support/databases';
import { DEMO, startTestApp, type TestApp } from '../support/test-app';

const [demo] = DEMO.users;
const TOO_BIG = 2_147_483_648;

describe.each(DATABASE_KINDS)('no input makes a 500 on %s', (kind) => {
  let t: TestApp;
  let dana: ApiClient;
  let deskId: number;
  beforeAll(async () => {
    t = await startTestApp(kind);
    dana = new ApiClient(t.app);
    await dana.login(demo.email, DEMO.password);
    const [desk] = await queryRows<{ id: number }>(t.database.db, sql`SELECT id FROM resources WHERE kind = 'desk' ORDER BY id LIMIT 1`);
    deskId = desk?.id ?? 0;
  });
  afterAll(() => t.close());

  const count = async (table: string) =>
    (await queryRows<{ n: number }>(t.database.db, sql.raw(`SELECT count(*)::int AS n FROM ${table}`)))[0]?.n ?? -1;

  it('refuses text with a NUL byte in a body field, naming the field, and stores nothing', async () => {
    const response = await dana.put('/api/v2/settings', { first_name: 'Da\u0000na' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ first_name: ['Enthält ein unzulässiges Zeichen.'] });
    expect((await dana.get('/api/v2/settings')).json().first_name).toBe('Dana');
  });

  it('refuses a NUL byte in query and path parameters, in English too', async () => {
    dana.language = 'en';
    const query = await dana.get('/api/v2/password/policy?token=a%00b');
    const params = await dana.get('/api/v2/desks/by_uuid/%00');
    dana.language = 'de';
    expect(query.statusCode).toBe(422);
    expect(query.json().errors).toEqual({ token: ['Contains a character that is not allowed.'] });
    expect(params.statusCode).toBe(422);
    expect(params.json().errors).toEqual({ uuid: ['Contains a character that is not allowed.'] });
  });

  it('refuses a NUL byte at sign-in and registration without touching the database', async () => {
    const login = await new ApiClient(t.app).post('/api/v2/login', { email: 'dana\u0000@deskfair.test', password: 'x' });
    expect(login.statusCode).toBe(422);
    const users = await count('users');
    const register = await new ApiClient(t.app).post('/api/v2/register', { group_code: DEMO.groupCode, first_name: '\u0000' });
    expect(register.statusCode).toBe(422);
    expect(register.json().errors.first_name).toEqual(['Enthält ein unzulässiges Zeichen.']);
    expect(await count('users')).toBe(users);
  });

  it('refuses ids beyond the database integer range in bodies, queries and paths', async () => {
    const bookings = await count('bookings');
    const body = await dana.post('/api/v2/bookings', { desk_id: TOO_BIG, days: ['2030-01-07'], slot_id: 1 });
    expect(body.statusCode).toBe(422);
    expect(body.json().errors.desk_id).toEqual(['Die Zahl ist zu groß.']);
    const query = await dana.get(`/api/v2/desks/available?day=2030-01-07&slot_id=${TOO_BIG}`);
    expect(query.statusCode).toBe(422);
    expect(query.json().errors.slot_id).toEqual(['Die Zahl ist zu groß.']);
    // Path ids of routes that still declare their own schema: never a 500 (a database refusal becomes 422).
    const path = await dana.request('DELETE', `/api/v2/bookings/${TOO_BIG}`);
    expect([404, 422]).toContain(path.statusCode);
    const problem = await dana.post('/api/v2/desk_problems', { desk_id: 1e300, type: 'other', description: 'x' });
    expect(problem.statusCode).toBe(422);
    expect(await count('bookings')).toBe(bookings);
  });

  it('refuses an empty settings update with a message', async () => {
    const response = await dana.put('/api/v2/settings', {});
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ body: ['Bitte mindestens ein Feld ändern.'] });
  });

  it('answers 413 to a body that is too large', async () => {
    const response = await dana.put('/api/v2/settings', { first_name: 'x'.repeat(70_000) });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ id: 'payload_too_large', message: 'Die Anfrage ist zu groß.' });
  });

  it.each([
    ['text/plain', 'first_name=Mallory'],
    ['application/x-www-form-urlencoded', 'first_name=Mallory'],
    ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="first_name"\r\n\r\nMallory\r\n--x--'],
  ])('answers 415 to a body of type %s and changes nothing', async (contentType, payload) => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/v2/settings',
      payload,
      headers: {
        'content-type': contentType,
        authorization: `Bearer ${dana.token}`,
        'x-xsrf-token': dana.cookies.get('XSRF-TOKEN') ?? '',
      },
      cookies: Object.fromEntries(dana.cookies),
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ id: 'unsupported_media_type', message: 'Dieses Datenformat wird nicht unterstützt.' });
    expect((await dana.get('/api/v2/settings')).json().first_name).toBe('Dana');
  });

  it('keeps a desk id in range working', async () => {
    const tomorrow = addDays(localDayOf(new Date(), DEMO.timeZone), 1);
    const response = await dana.get(`/api/v2/desks/available?day=${tomorrow}&start_minute=480&end_minute=600&location_id=${deskId}`);
    expect(response.statusCode).toBe(200);
  });
});
