import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { registerBodySchema, withPasswordPolicy } from '../../../contract/auth';
import { createBookingBodySchema } from '../../../contract/bookings';
import { DEFAULT_PASSWORD_POLICY } from '../../../contract/group';
import { resources } from '../../../locales';
import { issuesToFieldErrors } from './field-errors';

describe('issuesToFieldErrors', () => {
  it('translates the contract schema keys per field, with parameters', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({ lng: 'de', resources });
    const schema = withPasswordPolicy(registerBodySchema, DEFAULT_PASSWORD_POLICY);
    const result = schema.safeParse({
      group_code: 'DEMO-2026',
      first_name: '',
      name: 'Muster',
      email: 'a@example.test',
      email_confirmation: 'b@example.test',
      password: 'kurz',
      password_confirmation: 'anders',
      terms: false,
    });
    expect(result.success).toBe(false);
    const errors = issuesToFieldErrors(result.error?.issues ?? [], (key, params) => i18n.t(key, params));
    expect(errors.first_name).toEqual(['Pflichtfeld.']);
    expect(errors.email_confirmation).toEqual(['E-Mail-Adressen stimmen nicht überein.']);
    expect(errors.password_confirmation).toEqual(['Passwörter stimmen nicht überein.']);
    expect(errors.terms).toEqual(['Bitte die Nutzungsbedingungen akzeptieren.']);
    expect(errors.password).toContain('Mindestens 10 Zeichen.');
    expect(errors.password).toContain('Mindestens ein Großbuchstabe.');
  });

  it('names the limit of a request with too many days', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({ lng: 'de', resources });
    const days = Array.from({ length: 31 }, (_, i) => `2026-12-${String(i + 1).padStart(2, '0')}`);
    const result = createBookingBodySchema.safeParse({ desk_id: 1, days, slot_id: 1 });
    const errors = issuesToFieldErrors(result.error?.issues ?? [], (key, params) => i18n.t(key, params));
    expect(errors.days).toEqual(['Höchstens 30 Tage auf einmal.']);
  });
});
