import { z } from 'zod';
import { idSchema } from './ids';
import { bookingStatusSchema, localDaySchema, refineTimeChoice, timeChoice } from './bookings';
import {
  eventDetailsFields,
  INVITEES_PER_REQUEST_MAX,
  minuteOfDaySchema,
  optionalTitleSchema,
  refineMinuteRange,
  requiredTitleSchema,
} from './rooms';

/** Most occurrences one series may have (ten years of weekly meetings). */
export const SERIES_MAX_OCCURRENCES = 520;
export const SERIES_MAX_INTERVAL = 99;

export const seriesFrequencySchema = z.enum(['daily', 'weekly', 'monthly', 'yearly'], 'validation.invalid');
export type SeriesFrequency = z.infer<typeof seriesFrequencySchema>;

/**
 * How a booking repeats, in the group's zone, from the series' start day: every `interval` days, weeks (on
 * the chosen ISO `weekdays`, 1 = Monday … 7 = Sunday), months (same date, or same weekday of the month) or
 * years; until a day (inclusive) or for a count of occurrences — exactly one of the two.
 */
export const recurrenceSchema = z
  .object({
    frequency: seriesFrequencySchema,
    interval: z
      .number('validation.invalid')
      .int('validation.invalid')
      .min(1, 'validation.repetitions_min')
      .max(SERIES_MAX_INTERVAL, 'validation.number_too_large')
      .default(1),
    weekdays: z
      .array(z.number('validation.invalid').int('validation.invalid').min(1, 'validation.invalid').max(7, 'validation.invalid'))
      .max(7, 'validation.invalid')
      .default([]),
    monthly_by: z.enum(['day_of_month', 'weekday_of_month'], 'validation.invalid').default('day_of_month'),
    until: localDaySchema.optional(),
    count: z
      .number('validation.invalid')
      .int('validation.invalid')
      .min(1, 'validation.repetitions_min')
      .refine((n) => n <= SERIES_MAX_OCCURRENCES, { message: 'validation.too_many_occurrences', params: { max: SERIES_MAX_OCCURRENCES } })
      .optional(),
  })
  .superRefine((r, ctx) => {
    if ((r.until === undefined) === (r.count === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['until'], message: 'validation.until_or_count' });
    }
    if (r.frequency === 'weekly' && r.weekdays.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['weekdays'], message: 'validation.weekdays_required' });
    }
  });
export type Recurrence = z.infer<typeof recurrenceSchema>;
export type RecurrenceInput = z.input<typeof recurrenceSchema>;

const seriesBase = {
  resource_id: idSchema,
  /** The first day the series may occur on (the rule's start). */
  start_day: localDaySchema,
  recurrence: recurrenceSchema,
  /**
   * Book even though some occurrences conflict (the user has seen the preview). Without it, a conflict on
   * any occurrence books nothing and answers 409.
   */
  confirm: z.boolean().default(false),
};

/** The spec's rule: the start date must be before the until date ('Datum muss kleiner als Bis zum sein'). */
function refineUntil(body: { start_day: string; recurrence: { until?: string | undefined } }, ctx: z.RefinementCtx) {
  const until = body.recurrence.until;
  if (until !== undefined && until <= body.start_day) {
    ctx.addIssue({ code: 'custom', path: ['recurrence', 'until'], message: 'validation.until_after_start' });
  }
}

const deskSeriesSchema = z.object({ kind: z.literal('desk'), ...seriesBase, ...timeChoice });

const roomSeriesSchema = z.object({
  kind: z.literal('room'),
  ...seriesBase,
  start_minute: minuteOfDaySchema,
  end_minute: minuteOfDaySchema,
  title: requiredTitleSchema,
  ...eventDetailsFields,
  /** Invited to every occurrence, with one calendar invitation carrying the rule. */
  invitee_ids: z.array(idSchema).max(INVITEES_PER_REQUEST_MAX, 'validation.invalid').default([]),
});

const bookableSeriesSchema = z.object({
  kind: z.literal('bookable'),
  ...seriesBase,
  start_minute: minuteOfDaySchema,
  end_minute: minuteOfDaySchema,
  /** Required when the resource is requestable (then every occurrence waits for approval). */
  title: optionalTitleSchema,
  ...eventDetailsFields,
  attendee_count: eventDetailsFields.attendee_count.default(1),
});

/** `POST series/preview`, `POST series`, `PUT series/:id`: what repeats, where, when and how. */
export const seriesBodySchema = z
  .discriminatedUnion('kind', [deskSeriesSchema, roomSeriesSchema, bookableSeriesSchema], 'validation.invalid')
  .superRefine((body, ctx) => {
    refineUntil(body, ctx);
    if (body.kind === 'desk') refineTimeChoice(body, ctx);
    else refineMinuteRange(body, ctx);
  });
export type SeriesBody = z.infer<typeof seriesBodySchema>;
export type SeriesInput = z.input<typeof seriesBodySchema>;
export type DeskSeriesBody = Extract<SeriesBody, { kind: 'desk' }>;
export type RoomSeriesBody = Extract<SeriesBody, { kind: 'room' }>;
export type BookableSeriesBody = Extract<SeriesBody, { kind: 'bookable' }>;

/**
 * What happens (preview) or happened (booking) to one occurrence: `booked` (free: booked), `requested`
 * (lottery: becomes a desk request before its draw), `waiting` (requestable: waits for approval), `taken`
 * (the resource is held then), `user_busy` (the user holds another desk or parking space then), `over`
 * (its time has passed).
 */
export const occurrenceOutcomeSchema = z.enum(['booked', 'requested', 'waiting', 'taken', 'user_busy', 'over']);
export type OccurrenceOutcome = z.infer<typeof occurrenceOutcomeSchema>;

export const seriesOccurrenceSchema = z.object({
  day: z.string(),
  start_at: z.string(),
  end_at: z.string(),
  outcome: occurrenceOutcomeSchema,
  /** The booking written for it (null in a preview, and when nothing was written). */
  booking_id: z.number().int().nullable(),
});
export type SeriesOccurrence = z.infer<typeof seriesOccurrenceSchema>;

/** `POST series/preview`: every occurrence and what booking the series would do to it; nothing is written. */
export const seriesPreviewResponseSchema = z.object({
  /** The RRULE the recurrence stands for (as calendar invitations carry it). */
  rule: z.string(),
  occurrences: z.array(seriesOccurrenceSchema),
});
export type SeriesPreview = z.infer<typeof seriesPreviewResponseSchema>;

/**
 * Room and bookable series: the event details of the newest occurrence booking, as `PUT series/:id` takes
 * them back; `invitee_ids` are the invitees still on it (always empty for a bookable series).
 */
export const seriesDetailsSchema = z.object({
  description: z.string(),
  supervisor: z.string(),
  phone_number: z.string(),
  person_number: z.string(),
  attendee_count: z.number().int(),
  layout: z.string().nullable(),
  equipment: z.array(z.string()),
  catering: z.array(z.object({ item_id: z.number().int(), quantity: z.number().int(), serve_minute: z.number().int() })),
  invitee_ids: z.array(z.number().int()),
});
export type SeriesDetails = z.infer<typeof seriesDetailsSchema>;

/** A stored series with its occurrences (bookings, and for lottery days the bookings the draw gave). */
export const seriesSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['desk', 'room', 'bookable']),
  resource: z.object({ id: z.number().int(), label: z.string(), place: z.string() }),
  start_day: z.string(),
  start_minute: z.number().int(),
  end_minute: z.number().int(),
  slot_id: z.number().int().nullable(),
  recurrence: z.object({
    frequency: seriesFrequencySchema,
    interval: z.number().int(),
    weekdays: z.array(z.number().int()),
    monthly_by: z.enum(['day_of_month', 'weekday_of_month']),
    until: z.string().optional(),
    count: z.number().int().optional(),
  }),
  rule: z.string(),
  /** Room and bookable series: the event's title ('' for an instant bookable without one). */
  title: z.string(),
  /** Room and bookable series: the event details to change it with; null for a desk series. */
  details: seriesDetailsSchema.nullable(),
  cancelled_at: z.string().nullable(),
  occurrences: z.array(
    z.object({ booking_id: z.number().int(), day: z.string(), start_at: z.string(), end_at: z.string(), status: bookingStatusSchema }),
  ),
  /** Desk days of a lottery group still before their draw. */
  requested_days: z.array(z.string()),
  /** The owner may cancel or change it while an occurrence has not ended. */
  can_edit: z.boolean(),
});
export type Series = z.infer<typeof seriesSchema>;

/** `POST series` (201) and `PUT series/:id` (200): the series and what happened to each occurrence. */
export const seriesWriteResponseSchema = z.object({ series: seriesSchema, occurrences: z.array(seriesOccurrenceSchema) });
export type SeriesWriteResponse = z.infer<typeof seriesWriteResponseSchema>;

/** `GET series`: the reader's series that still have an occurrence ahead (not ended), newest first. */
export const seriesListResponseSchema = z.object({ series: z.array(seriesSchema) });
export type SeriesList = z.infer<typeof seriesListResponseSchema>;
export const seriesResponseSchema = z.object({ series: seriesSchema });
