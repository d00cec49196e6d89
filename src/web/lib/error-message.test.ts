import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { detailsBeyond, errorView } from './error-message';
import { de } from '../../locales/de';

const err = (status: number, body: ConstructorParameters<typeof ApiError>[1] = null) => new ApiError(status, body);
const text = (key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], de);

describe('errorView (spec §8)', () => {
  it('401 asks to sign in with a login link', () => {
    expect(errorView(err(401, { id: 'unauthorized', message: 'x' }))).toEqual({ key: 'errors.unauthorized', details: [], loginLink: true });
    expect(text('errors.unauthorized')).toBe('Bitte anmelden.');
  });
  it('403 and 404 add the server message', () => {
    expect(errorView(err(403, { id: 'forbidden', message: 'Nur Admins.' }))).toMatchObject({
      key: 'errors.forbidden',
      details: ['Nur Admins.'],
    });
    expect(errorView(err(404, { id: 'not_found', message: 'Gibt es nicht.' }))).toMatchObject({
      key: 'errors.not_found',
      details: ['Gibt es nicht.'],
    });
    expect(text('errors.forbidden')).toBe('Nicht erlaubte Benutzung.');
    expect(text('errors.not_found')).toBe('Die Seite wurde nicht gefunden.');
  });
  it('422 lists every field message', () => {
    const view = errorView(err(422, { id: 'validation', message: 'x', errors: { a: ['A1', 'A2'], b: ['B'] } }));
    expect(view.details).toEqual(['A1', 'A2', 'B']);
  });
  it.each([
    [429, 'errors.rate_limited', 'Zu viele Anfragen. Bitte eine Minute warten.'],
    [500, 'errors.internal', 'Wir arbeiten gerade an der Verbesserung der App - bitte später noch einmal versuchen.'],
    [503, 'errors.unavailable', 'Wir sind gleich wieder da.'],
  ])('%i → %s', (status, key, german) => {
    expect(errorView(err(status))).toEqual({ key, details: [], loginLink: false });
    expect(text(key)).toBe(german);
  });
  it('other statuses say an error occurred, with details', () => {
    expect(errorView(err(409, { id: 'conflict', message: 'Schon vergeben.' }))).toMatchObject({
      key: 'errors.other',
      details: ['Schon vergeben.'],
    });
    expect(errorView(err(418))).toMatchObject({ key: 'errors.other', details: ['HTTP 418'] });
    expect(errorView(new ApiError(0, null, 'Failed to fetch'))).toMatchObject({ key: 'errors.other', details: ['Failed to fetch'] });
    expect(text('errors.other')).toBe('Ein Fehler ist aufgetreten.');
  });
});

describe('detailsBeyond', () => {
  it('drops a server message that repeats the sentence, and a repeated lead', () => {
    expect(detailsBeyond('Nicht erlaubte Benutzung.', ['Nicht erlaubte Benutzung.'])).toEqual([]);
    expect(detailsBeyond('Nicht erlaubte Benutzung.', ['Nicht erlaubte Benutzung. Nur für Admins.'])).toEqual(['Nur für Admins.']);
    expect(detailsBeyond('Ein Fehler ist aufgetreten.', ['HTTP 418', 'HTTP 418'])).toEqual(['HTTP 418']);
  });
});
