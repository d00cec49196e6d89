import { z } from 'zod';
import { supportedTimeZones } from './create-group';
import { slotSchema } from './group';
import { idParamSchema } from './ids';
import { LANGUAGES } from './limits';

/** Longest override of one text. */
export const TEXT_OVERRIDE_MAX = 500;
/** At most this many days a week with a desk booking per user (null: unlimited). */
export const DESK_QUOTA_MAX = 7;
export const SLOT_NAME_MAX = 50;
export const PASSWORD_HELPER_MAX = 300;
export const PASSWORD_REGEX_MAX = 300;

const color = z
  .string()
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, 'validation.color')
  .transform((value) => value.toLowerCase())
  .nullable();

function compiles(source: string): boolean {
  try {
    new RegExp(source, 'u');
    return true;
  } catch {
    return false;
  }
}

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, 'validation.too_long')
    .nullable()
    .transform((value) => (value ? value : null));

/** Everything of PUT admin/group (allocation and the parking link have their own routes). */
export const adminGroupBodySchema = z.object({
  has_conference_rooms: z.boolean(),
  has_staff_search: z.boolean(),
  has_parkefficient_link: z.boolean(),
  subscription_required: z.boolean(),
  nav_active_color: color,
  nav_inactive_color: color,
  time_zone: z
    .string()
    .trim()
    .min(1, 'validation.required')
    .refine((zone) => supportedTimeZones().includes(zone), 'validation.time_zone_unknown'),
  password_policy: z.object({
    rule: z.object({
      has_capital: z.boolean(),
      has_letters: z.boolean(),
      has_numbers: z.boolean(),
      has_symbols: z.boolean(),
      length: z
        .number('validation.password_length_range')
        .int('validation.password_length_range')
        .min(8, 'validation.password_length_range')
        .max(128, 'validation.password_length_range'),
    }),
    regex: optionalText(PASSWORD_REGEX_MAX).refine((source) => source === null || compiles(source), 'validation.regex_invalid'),
    helper: optionalText(PASSWORD_HELPER_MAX),
  }),
  max_advance_days: z
    .number('validation.advance_days_range')
    .int('validation.advance_days_range')
    .min(0, 'validation.advance_days_range')
    .max(365, 'validation.advance_days_range'),
  checkin_grace_minutes: z
    .number('validation.grace_minutes_range')
    .int('validation.grace_minutes_range')
    .min(0, 'validation.grace_minutes_range')
    .max(1440, 'validation.grace_minutes_range'),
  desk_quota_per_week: z
    .number('validation.desk_quota_range')
    .int('validation.desk_quota_range')
    .min(1, 'validation.desk_quota_range')
    .max(DESK_QUOTA_MAX, 'validation.desk_quota_range')
    .nullable(),
});
export type AdminGroupBody = z.infer<typeof adminGroupBodySchema>;
export type AdminGroupInput = z.input<typeof adminGroupBodySchema>;

/** The stored settings: colours are null where the group keeps the app's default. */
export const adminGroupSchema = adminGroupBodySchema.extend({
  nav_active_color: z.string().nullable(),
  nav_inactive_color: z.string().nullable(),
  time_zone: z.string(),
  password_policy: z.object({
    rule: adminGroupBodySchema.shape.password_policy.shape.rule,
    regex: z.string().nullable(),
    helper: z.string().nullable(),
  }),
  desk_quota_per_week: z.number().int().nullable(),
});
export type AdminGroup = z.infer<typeof adminGroupSchema>;

const overrides = z.record(
  z.string().trim().min(1, 'validation.required').max(200, 'validation.too_long'),
  z.string().trim().min(1, 'validation.required').max(TEXT_OVERRIDE_MAX, 'validation.too_long'),
);

/** The group's own wording per language; only the app's known text keys may be overridden. */
export const groupTextsSchema = z.object({
  translation: z.object(
    Object.fromEntries(LANGUAGES.map((language) => [language, overrides])) as Record<(typeof LANGUAGES)[number], typeof overrides>,
  ),
});
export type GroupTexts = z.infer<typeof groupTextsSchema>;

export const slotBodySchema = z
  .object({
    name: z.string().trim().min(1, 'validation.required').max(SLOT_NAME_MAX, 'validation.too_long'),
    /** minutes after local midnight in the group's time zone */
    start_minute: z.number('validation.required').int('validation.invalid').min(0, 'validation.invalid').max(1439, 'validation.invalid'),
    end_minute: z.number('validation.required').int('validation.invalid').min(1, 'validation.invalid').max(1440, 'validation.invalid'),
  })
  .refine((slot) => slot.end_minute > slot.start_minute, { path: ['end_minute'], message: 'validation.slot_end_before_start' });
export type SlotBody = z.infer<typeof slotBodySchema>;

export const slotParamsSchema = z.object({ id: idParamSchema });
export const slotsResponseSchema = z.object({ slots: z.array(slotSchema) });
export { slotSchema };
