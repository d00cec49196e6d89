import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../support/api-client';
import { DATABASE_KINDS } from '../support/databases';
import { DEMO, startTestApp, type TestApp } from '../support/test-app';

const [, kollege] = DEMO.users;

describe.each(DATABASE_KINDS)('settings on %s', (kind) => {
  let t: TestApp;
  let client: ApiClient;
  beforeAll(async () => {
    t = await startTestApp(kind);
    client = new ApiClient(t.app);
    await client.login(kollege.email, DEMO.password);
  });
  afterAll(() => t.close());

  it('reads and updates personal data', async () => {
    const updated = await client.put('/api/v2/settings', { personnel_number: '  P-1 ', user_group: 'Einkauf' });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ personnel_number: 'P-1', user_group: 'Einkauf', first_name: kollege.firstName });
    expect((await client.get('/api/v2/settings')).json().user_group).toBe('Einkauf');
  });

  it('stores the language on the user and ego reports it', async () => {
    expect((await client.put('/api/v2/settings', { language: 'en' })).json().language).toBe('en');
    expect((await client.get('/api/v2/ego')).json().user.language).toBe('en');
    await client.put('/api/v2/settings', { language: 'de' });
  });

  it('refuses an empty first name and an unknown language, changing nothing', async () => {
    const response = await client.put('/api/v2/settings', { first_name: ' ', language: 'fr' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ first_name: ['Pflichtfeld.'], language: ['Unbekannte Sprache.'] });
    expect((await client.get('/api/v2/settings')).json()).toMatchObject({ first_name: kollege.firstName, language: 'de' });
  });

  it('changes the password only with the right current one and within the policy', async () => {
    const wrong = await client.put('/api/v2/settings/password', {
      current_password: 'nope',
      password: 'Neu!Passwort1',
      password_confirmation: 'Neu!Passwort1',
    });
    expect(wrong.json().errors.current_password).toEqual(['Das aktuelle Passwort ist falsch.']);
    const weak = await client.put('/api/v2/settings/password', {
      current_password: DEMO.password,
      password: 'schwach',
      password_confirmation: 'schwach',
    });
    expect(weak.statusCode).toBe(422);
    expect(weak.json().errors.password).toContain('Mindestens 10 Zeichen.');
    const ok = await client.put('/api/v2/settings/password', {
      current_password: DEMO.password,
      password: 'Neu!Passwort1',
      password_confirmation: 'Neu!Passwort1',
    });
    expect(ok.statusCode).toBe(200);
    client.token = ok.json().token;
    expect((await client.get('/api/v2/ego')).statusCode).toBe(200);
    expect((await new ApiClient(t.app).login(kollege.email, DEMO.password)).statusCode).toBe(422);
    expect((await new ApiClient(t.app).login(kollege.email, 'Neu!Passwort1')).statusCode).toBe(200);
  });

  it('deletes the account only with the confirmation word', async () => {
    const refused = await client.post('/api/v2/settings/delete_account', { confirmation: 'ja' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.confirmation).toEqual(['Bitte „LÖSCHEN“ eingeben.']);
    expect((await client.post('/api/v2/settings/delete_account', { confirmation: 'löschen' })).statusCode).toBe(204);
    expect((await client.get('/api/v2/ego')).statusCode).toBe(401);
    expect((await new ApiClient(t.app).login(kollege.email, 'Neu!Passwort1')).statusCode).toBe(422);
  });
});
