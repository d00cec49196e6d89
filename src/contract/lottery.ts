import { z } from 'zod';
import { bookingStatusSchema, localDaySchema, requestDaysSchema } from './bookings';
import { idSchema } from './ids';

/** What a lottery allocates: desks, or parking spaces (a run per group, day and kind). */
export const LOTTERY_KINDS = ['desk', 'parking'] as const;
export type LotteryKind = (typeof LOTTERY_KINDS)[number];
export const lotteryKindSchema = z.enum(LOTTERY_KINDS);

/** The longest hold of a waiting-list offer: a day. */
export const WAITLIST_OFFER_MINUTES_MAX = 1440;

/** Colleagues one person can ask for a day together with (a team of at most 8). */
export const TEAM_MAX_COLLEAGUES = 7;

/**
 * Requests for days of a group in lottery mode ("waiting for confirmation" until the run). `team_user_ids`:
 * linked colleagues asked for together — each gets their own request (withdrawn on their own), and the draw
 * seats the team as one unit.
 */
export const deskRequestBodySchema = z.object({
  days: requestDaysSchema,
  preferred_desk_id: idSchema.nullable().default(null),
  preferred_area_id: idSchema.nullable().default(null),
  near_colleagues: z.boolean().default(false),
  team_user_ids: z
    .array(idSchema)
    .refine((ids) => new Set(ids).size <= TEAM_MAX_COLLEAGUES, {
      message: 'validation.team_too_large',
      params: { max: TEAM_MAX_COLLEAGUES },
    })
    .default([]),
});
export type DeskRequestBody = z.infer<typeof deskRequestBodySchema>;
export type DeskRequestInput = z.input<typeof deskRequestBodySchema>;

/** A day's commitment to its draw seed (SHA-256, hex): shown while requests are open; the seed only after the run. */
export const drawCommitmentSchema = z.object({ hash: z.string(), committed_at: z.string() });
export type DrawCommitment = z.infer<typeof drawCommitmentSchema>;

export const deskRequestStatusSchema = z.enum(['waiting', 'won', 'lost', 'withdrawn']);

export const deskRequestSchema = z.object({
  id: z.number().int(),
  day: z.string(),
  status: deskRequestStatusSchema,
  /** Why, in the reader's language: the draw's outcome, or when the draw will be. */
  message: z.string(),
  /** Why, for machines: won_preference|won_area|won_near_colleagues|won_any|won_team|won_waitlist|lost|already_booked|cancelled|released. */
  reason: z.string().nullable(),
  waitlist_position: z.number().int().nullable(),
  preferred_desk_id: z.number().int().nullable(),
  preferred_area_id: z.number().int().nullable(),
  near_colleagues: z.boolean(),
  /** Requests filed together as a team share it; null alone. */
  team_key: z.string().nullable(),
  booking_id: z.number().int().nullable(),
  /** The won booking's status (reserved until check-in, booked after it, cancelled or released later); null without one. */
  booking_status: bookingStatusSchema.nullable(),
  /** When requests for the day close and the draw runs. */
  cutoff_at: z.string(),
  /** The SHA-256 the group committed to for the day's draw seed (null for days drawn before commitments existed). */
  commitment: drawCommitmentSchema.nullable(),
  /** The run that decided the request, published at lottery/runs/:id. */
  run_id: z.number().int().nullable(),
});
export type DeskRequest = z.infer<typeof deskRequestSchema>;

export const deskRequestsResponseSchema = z.object({ requests: z.array(deskRequestSchema) });

/** ego.lottery_run_status: the user's nearest request from today on. */
export const lotteryRunStatusSchema = deskRequestSchema.nullable();

export const lotterySettingsBodySchema = z.object({
  allocation_mode: z.enum(['fcfs', 'algorithm']),
  lottery_cutoff_minute: z.number().int().min(0).max(1440),
  fairness_window_weeks: z.number().int().min(1).max(52),
  no_shows_count: z.boolean(),
  /** Hold of a waiting-list offer in minutes (0: a freed desk is booked for the next person at once); absent: unchanged. */
  waitlist_offer_minutes: z
    .number('validation.invalid')
    .int('validation.invalid')
    .min(0, 'validation.offer_minutes')
    .max(WAITLIST_OFFER_MINUTES_MAX, 'validation.offer_minutes')
    .optional(),
});
export type LotterySettingsBody = z.infer<typeof lotterySettingsBodySchema>;

/** `resource_kind`: which draw of the day (desks when absent). */
export const runLotteryBodySchema = z.object({ day: localDaySchema, resource_kind: lotteryKindSchema.default('desk') });
export const runLotteryResponseSchema = z.object({
  ran: z.boolean(),
  winners: z.number().int(),
  waitlist: z.number().int(),
});

export const waitlistOfferStatusSchema = z.enum(['open', 'accepted', 'declined', 'expired', 'withdrawn']);

/**
 * `GET lottery/offers/:id`: a desk (or parking space) freed after the draw, held for the caller until `expires_at`.
 * `open` while it can be accepted; `message` says so, or how it ended, in the reader's language.
 */
export const waitlistOfferSchema = z.object({
  id: z.number().int(),
  status: waitlistOfferStatusSchema,
  resource_kind: lotteryKindSchema,
  day: z.string(),
  label: z.string(),
  place: z.string(),
  start_at: z.string(),
  end_at: z.string(),
  expires_at: z.string(),
  message: z.string(),
  /** The booking it became once accepted. */
  booking_id: z.number().int().nullable(),
});
export type WaitlistOffer = z.infer<typeof waitlistOfferSchema>;
