import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from './limits';

export const passwordRuleSchema = z.object({
  has_capital: z.boolean(),
  has_letters: z.boolean(),
  has_numbers: z.boolean(),
  has_symbols: z.boolean(),
  length: z.number().int().min(1).max(128),
});

export const passwordPolicySchema = z.object({
  rule: passwordRuleSchema,
  regex: z.string().nullable(),
  helper: z.string().nullable(),
});
export type PasswordPolicy = z.infer<typeof passwordPolicySchema>;

export const DEFAULT_PASSWORD_POLICY: PasswordPolicy = {
  rule: { has_capital: true, has_letters: true, has_numbers: true, has_symbols: true, length: PASSWORD_MIN_LENGTH },
  regex: null,
  helper: null,
};

export const slotSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** minutes after local midnight in the group's time zone */
  start_minute: z.number().int(),
  end_minute: z.number().int(),
});
export type Slot = z.infer<typeof slotSchema>;

/** Text overrides per language: { de: { 'home.title': '…' }, en: {…} } */
export const translationSchema = z.record(z.string(), z.record(z.string(), z.string()));

export const groupSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  allocation_mode: z.enum(['fcfs', 'algorithm']),
  slots: z.array(slotSchema),
  has_conference_rooms: z.boolean(),
  subscription_required: z.boolean(),
  has_staff_search: z.boolean(),
  has_parkefficient_link: z.boolean(),
  /** The group's external parking portal, or null. */
  parking_link_url: z.string().nullable(),
  colors: z.object({ nav: z.object({ active: z.string(), inactive: z.string() }) }),
  translation: translationSchema,
  password_policy: passwordPolicySchema,
  time_zone: z.string(),
  max_advance_days: z.number().int(),
  checkin_grace_minutes: z.number().int(),
  /** Requests for a day close at this minute of the day before (lottery mode). */
  lottery_cutoff_minute: z.number().int(),
  fairness_window_weeks: z.number().int(),
  no_shows_count: z.boolean(),
  /** Minutes a desk freed after the draw is held for the next person on the waiting list; 0 books it for them at once. */
  waitlist_offer_minutes: z.number().int(),
  /** At most this many days with a desk booking per user and week; null = unlimited. */
  desk_quota_per_week: z.number().int().nullable(),
});
export type Group = z.infer<typeof groupSchema>;

/** Public view of a group, looked up by group code before registration. */
export const groupByCodeSchema = z.object({
  name: z.string(),
  password_policy: passwordPolicySchema,
});
export type GroupByCode = z.infer<typeof groupByCodeSchema>;
