import { z } from 'zod';
import { groupSchema } from './group';
import { LANGUAGES } from './limits';

export const deskRequiredSchema = z.enum(['none', 'other']);
export const deskModeSchema = z.enum(['always', 'chosen_days', 'offering', 'searching']);

export const egoUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  first_name: z.string(),
  name: z.string(),
  personnel_number: z.string(),
  user_group: z.string(),
  desk_label: z.string(),
  language: z.enum(LANGUAGES),
  desk_required: deskRequiredSchema,
  desk_mode: deskModeSchema,
  has_subscription: z.boolean(),
  subscriptions: z.array(z.object({ id: z.number().int(), name: z.string(), valid_until: z.string().nullable() })),
  /** true only when the group demands a subscription and the user needs a desk (spec §6) */
  subscription_needed: z.boolean(),
  is_admin: z.boolean(),
});
export type EgoUser = z.infer<typeof egoUserSchema>;

/**
 * ticket, schedule, schedule_tomorrow and desk are filled by the desk-booking capability;
 * until then they are null. lottery_run_status belongs to the lottery mode.
 */
export const egoResponseSchema = z.object({
  user: egoUserSchema,
  ticket: z.null(),
  schedule: z.null(),
  schedule_tomorrow: z.null(),
  group: groupSchema,
  desk: z.null(),
  lottery_run_status: z.null(),
});
export type EgoResponse = z.infer<typeof egoResponseSchema>;
