import { z } from 'zod';
import { localDaySchema } from './bookings';
import { lotteryKindSchema } from './lottery';

const reasonSchema = z.enum(['preference', 'area', 'near_colleagues', 'any', 'team']);

/** A run's input and result with people as per-run pseudonyms (1…n in the order the draw sorts by) — see domain/lottery/publication. */
export const publishedDrawSchema = z.object({
  requests: z.array(
    z.object({
      pseudonym: z.number().int(),
      preferred_desk_ids: z.array(z.number().int()),
      preferred_area_id: z.number().int().nullable(),
      near: z.array(z.number().int()),
      /** Requests with the same number were filed together as a team (numbered per run); null alone. */
      team: z.number().int().nullable(),
    }),
  ),
  desks: z.array(
    z.object({
      id: z.number().int(),
      area_id: z.number().int(),
      held_by_owner: z.boolean(),
      label: z.string(),
      /** Position on the area's floor plan (percent), which seats a team side by side; null without a plan. */
      x: z.number().nullable(),
      y: z.number().nullable(),
    }),
  ),
  /** The fairness ledger before the day; wins and losses are weighed by scarcity and kind, so they may be fractions. */
  history: z.array(z.object({ pseudonym: z.number().int(), wins: z.number(), losses: z.number(), no_shows: z.number().int() })),
  no_shows_count: z.boolean(),
  weights: z.array(z.object({ pseudonym: z.number().int(), weight: z.number() })),
  result: z.object({
    order: z.array(z.number().int()),
    assignments: z.array(z.object({ pseudonym: z.number().int(), desk_id: z.number().int(), reason: reasonSchema })),
    waitlist: z.array(z.number().int()),
  }),
});
export type PublishedDrawBody = z.infer<typeof publishedDrawSchema>;

/** The caller's own draw: weight and why, odds before it, and in plain words why they won or lost. */
export const myDrawSchema = z.object({
  outcome: z.enum(['won', 'lost']),
  /** Place in the drawn order (1 = drawn first) among `requests`. */
  drawn_position: z.number().int(),
  requests: z.number().int(),
  /** Desks (or spaces) the draw had to give. */
  free: z.number().int(),
  desk_label: z.string().nullable(),
  weight: z.number(),
  /** What the weight counted, in the group's fairness window before the day. */
  wins: z.number(),
  losses: z.number(),
  no_shows: z.number().int(),
  no_shows_count: z.boolean(),
  /** Chance of a desk before the draw (0…1), from `odds_draws` simulated draws of the same input. */
  odds: z.number(),
  odds_draws: z.number().int(),
  /** Why they won or lost, in the reader's language. */
  explanation: z.string(),
});
export type MyDraw = z.infer<typeof myDrawSchema>;

/**
 * A run as published to its group. `verifiable` is false for runs drawn before seeds were committed (commitment, seed
 * and commitment_matches are then null). `commitment_matches`: the server's own check that SHA-256(seed) = commitment.
 */
export const lotteryRunSchema = z.object({
  id: z.number().int(),
  day: z.string(),
  resource_kind: lotteryKindSchema,
  ran_at: z.string(),
  cutoff_at: z.string(),
  verifiable: z.boolean(),
  commitment: z.string().nullable(),
  committed_at: z.string().nullable(),
  seed: z.string().nullable(),
  commitment_matches: z.boolean().nullable(),
  draw: publishedDrawSchema,
  /** The caller's pseudonym when they took part. */
  you: z.number().int().nullable(),
  mine: myDrawSchema.nullable(),
});
export type LotteryRun = z.infer<typeof lotteryRunSchema>;

export const lotteryRunSummarySchema = z.object({
  id: z.number().int(),
  day: z.string(),
  resource_kind: lotteryKindSchema,
  ran_at: z.string(),
  verifiable: z.boolean(),
  mine: myDrawSchema.pick({ outcome: true, weight: true, odds: true }).nullable(),
});
export type LotteryRunSummary = z.infer<typeof lotteryRunSummarySchema>;

/** With `day`: the group's runs of that day; without: the caller's last draws (newest first). */
export const lotteryRunsQuerySchema = z.object({ day: localDaySchema.optional() });
export const lotteryRunsResponseSchema = z.object({ runs: z.array(lotteryRunSummarySchema) });

/** How many of the caller's last draws the history lists. */
export const MY_DRAWS_LIMIT = 10;
