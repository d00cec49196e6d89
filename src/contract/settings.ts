import { z } from 'zod';
import { languageSchema } from './auth';
import { LANGUAGES } from './limits';

const text = (max: number) => z.string().trim().max(max, 'validation.too_long');

export const settingsResponseSchema = z.object({
  first_name: z.string(),
  name: z.string(),
  email: z.string(),
  personnel_number: z.string(),
  user_group: z.string(),
  desk_label: z.string(),
  language: z.enum(LANGUAGES),
  /** Colleagues then see the presence 'unknown' and none of the user's bookings on team days. */
  hide_presence: z.boolean(),
});
export type SettingsResponse = z.infer<typeof settingsResponseSchema>;

export const updateSettingsBodySchema = z
  .object({
    first_name: text(100).min(1, 'validation.required'),
    name: text(100).min(1, 'validation.required'),
    personnel_number: text(50),
    user_group: text(100),
    desk_label: text(50),
    language: languageSchema,
    hide_presence: z.boolean('validation.invalid'),
  })
  .partial()
  .refine((body) => Object.values(body).some((value) => value !== undefined), { message: 'validation.nothing_to_update' });
export type UpdateSettingsBody = z.infer<typeof updateSettingsBodySchema>;

export const changePasswordBodySchema = z
  .object({
    current_password: z.string().min(1, 'validation.required').max(200, 'validation.too_long'),
    password: z.string().min(1, 'validation.required').max(200, 'validation.too_long'),
    password_confirmation: z.string(),
  })
  .refine((b) => b.password === b.password_confirmation, {
    path: ['password_confirmation'],
    message: 'validation.password_mismatch',
  });
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

/** The word the user types to confirm deleting the account, per language. */
export const DELETE_ACCOUNT_WORD = { de: 'LÖSCHEN', en: 'DELETE' } as const;
export const deleteAccountBodySchema = z.object({ confirmation: z.string().trim().max(20, 'validation.too_long') });
export type DeleteAccountBody = z.infer<typeof deleteAccountBodySchema>;

/** A password change ends every other session; the caller gets a fresh token (and refresh cookie). */
export const passwordChangedResponseSchema = z.object({ message: z.string(), token: z.string() });
export type PasswordChangedResponse = z.infer<typeof passwordChangedResponseSchema>;
