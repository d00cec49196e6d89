import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error';
import { requestFailure } from './request-failure';

const t = (key: string) => `[${key}]`;
const invalid = new ApiError(422, {
  id: 'validation',
  message: 'Bitte die rot markierten Felder prüfen.',
  errors: { password: ['Mindestens 10 Zeichen.'], token: ['Der Link ist ungültig oder abgelaufen. Bitte neu anfordern.'] },
});

describe('requestFailure', () => {
  it("puts a 422's messages on the form's fields and the others into the summary", () => {
    expect(requestFailure(invalid, t, { formFields: ['password', 'password_confirmation'] })).toEqual({
      fields: { password: ['Mindestens 10 Zeichen.'] },
      summary: 'Der Link ist ungültig oder abgelaufen. Bitte neu anfordern.',
      isValidation: true,
    });
  });

  it('leads the summary with the screen sentence and has none when the fields say it all', () => {
    expect(requestFailure(invalid, t, { failed: 'Registrierung fehlgeschlagen.' }).summary).toBe('Registrierung fehlgeschlagen.');
    expect(requestFailure(invalid, t).summary).toBeNull();
    expect(requestFailure(invalid, t, { invalid: 'Bitte prüfen.', failed: 'Fehlgeschlagen.', formFields: ['password'] }).summary).toBe(
      'Bitte prüfen. Der Link ist ungültig oder abgelaufen. Bitte neu anfordern.',
    );
  });

  it('describes other failures with the catalogue sentence, or the screen sentence plus the server detail', () => {
    const conflict = new ApiError(409, { id: 'conflict', message: 'Das hat sich inzwischen geändert.' });
    expect(requestFailure(conflict, t)).toEqual({ fields: {}, summary: '[errors.other]', isValidation: false });
    expect(requestFailure(new ApiError(429, null), t).summary).toBe('[errors.rate_limited]');
    expect(requestFailure(conflict, t, { failed: 'Buchung leider fehlgeschlagen.' }).summary).toBe(
      'Buchung leider fehlgeschlagen. Das hat sich inzwischen geändert.',
    );
    expect(requestFailure(new TypeError('offline'), t).summary).toBe('[errors.other]');
  });
});
