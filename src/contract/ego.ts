import { z } from 'zod';
import { bookingSchema, deskSchema, scheduleSchema } from './bookings';
import { groupSchema } from './group';
import { lotteryRunStatusSchema } from './lottery';
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
  /** Decides requests for bookables: an admin, or an approver of one of the group's resources (shows the approvals entry). */
  is_approver: z.boolean(),
});
export type EgoUser = z.infer<typeof egoUserSchema>;

/**
 * ticket: the booking that holds a desk for the user now or next today (what check-in is about);
 * schedule / schedule_tomorrow: the user's bookings today and tomorrow in the group's zone;
 * desk: the user's own fixed desk; lottery_run_status: the user's nearest desk request and its draw.
 */
export const egoResponseSchema = z.object({
  user: egoUserSchema,
  ticket: bookingSchema.nullable(),
  schedule: scheduleSchema,
  schedule_tomorrow: scheduleSchema,
  group: groupSchema,
  desk: deskSchema.nullable(),
  lottery_run_status: lotteryRunStatusSchema,
  /** How many of the user's messages are unread (the messages tab's badge). */
  unread_messages: z.number().int().nonnegative(),
  /** Invitations to bookings still ahead that the user has neither accepted nor declined. */
  open_invitations: z.number().int().nonnegative(),
});
export type EgoResponse = z.infer<typeof egoResponseSchema>;
