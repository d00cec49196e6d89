import { z } from 'zod';
import { idParamSchema, idSchema } from './ids';
import { MULTI_DAY_EDIT_MAX_DAYS, MULTI_DAY_REQUEST_MAX_DAYS } from './limits';
import { isLocalDay } from '../domain/time/local-day';

export const localDaySchema = z.string().refine(isLocalDay, 'validation.day_invalid');

const minuteOfDay = z.number().int('validation.invalid').min(0, 'validation.invalid').max(1440, 'validation.invalid');

/** Either one of the group's slots, or hours chosen by the user (wall-clock minutes of the day). */
export const timeChoice = {
  slot_id: idSchema.optional(),
  start_minute: minuteOfDay.optional(),
  end_minute: minuteOfDay.optional(),
};

export function refineTimeChoice(body: { slot_id?: number; start_minute?: number; end_minute?: number }, ctx: z.RefinementCtx) {
  const hasHours = body.start_minute !== undefined || body.end_minute !== undefined;
  if (body.slot_id === undefined && !hasHours) ctx.addIssue({ code: 'custom', path: ['slot_id'], message: 'validation.slot_or_hours' });
  if (body.slot_id !== undefined && hasHours) ctx.addIssue({ code: 'custom', path: ['slot_id'], message: 'validation.slot_or_hours' });
  if (hasHours && !(body.start_minute !== undefined && body.end_minute !== undefined && body.start_minute < body.end_minute)) {
    ctx.addIssue({ code: 'custom', path: ['end_minute'], message: 'validation.end_after_start' });
  }
}

/** The days of one request. A custom check, because only it carries the limit its message names. */
export const requestDaysSchema = z
  .array(localDaySchema)
  .min(1, 'validation.required')
  .refine((days) => days.length <= MULTI_DAY_REQUEST_MAX_DAYS, {
    message: 'validation.too_many_days',
    params: { max: MULTI_DAY_REQUEST_MAX_DAYS },
  });

export const createBookingBodySchema = z
  .object({
    desk_id: idSchema,
    days: requestDaysSchema,
    ...timeChoice,
  })
  .superRefine(refineTimeChoice);
export type CreateBookingBody = z.infer<typeof createBookingBodySchema>;

export const availableDesksQuerySchema = z
  .object({
    day: localDaySchema,
    location_id: idParamSchema.optional(),
    slot_id: idParamSchema.optional(),
    start_minute: z.coerce.number().int().min(0).max(1440).optional(),
    end_minute: z.coerce.number().int().min(0).max(1440).optional(),
  })
  .superRefine(refineTimeChoice);
export type AvailableDesksQuery = z.infer<typeof availableDesksQuerySchema>;

export const deskSchema = z.object({
  id: z.number().int(),
  label: z.string(),
  uuid: z.string(),
  equipment: z.array(z.string()),
  area: z.object({ id: z.number().int(), name: z.string() }),
  location: z.object({ id: z.number().int(), name: z.string() }),
});
export type Desk = z.infer<typeof deskSchema>;

/** On the reservations screen: a desk a linked colleague holds in the asked interval (to sit near them). */
export const colleagueSeatSchema = z.object({
  desk_id: z.number().int(),
  desk: z.string(),
  area_id: z.number().int(),
  colleague: z.object({ id: z.number().int(), first_name: z.string(), last_name: z.string() }),
});
export type ColleagueSeat = z.infer<typeof colleagueSeatSchema>;

/** Free desks, and where the caller's linked colleagues (who do not hide their presence) sit then. */
export const availableDesksResponseSchema = z.object({ desks: z.array(deskSchema), colleague_seats: z.array(colleagueSeatSchema) });
export type AvailableDesksResponse = z.infer<typeof availableDesksResponseSchema>;

export const bookingStatusSchema = z.enum(['waiting', 'rejected', 'reserved', 'booked', 'released', 'cancelled', 'declined', 'offered']);
export type BookingStatus = z.infer<typeof bookingStatusSchema>;

export const bookingSchema = z.object({
  id: z.number().int(),
  day: z.string(),
  slot_id: z.number().int().nullable(),
  start_at: z.string(),
  end_at: z.string(),
  status: bookingStatusSchema,
  checked_in_at: z.string().nullable(),
  desk: deskSchema,
  /** The series this booking is an occurrence of, if any. */
  series_id: z.number().int().nullable(),
});
export type Booking = z.infer<typeof bookingSchema>;

/**
 * `requested`: the group allocates by lottery and the day's draw is still ahead; `no_subscription`: the group demands a
 * subscription and none of the caller's covers the day.
 */
export const bookingOutcomeSchema = z.enum(['booked', 'desk_taken', 'user_busy', 'requested', 'no_subscription']);
export const createBookingResponseSchema = z.object({
  results: z.array(z.object({ day: z.string(), outcome: bookingOutcomeSchema, booking: bookingSchema.nullable() })),
});
export type CreateBookingResponse = z.infer<typeof createBookingResponseSchema>;

export const rangeQuerySchema = z.object({ from: localDaySchema.optional(), to: localDaySchema.optional() });
export const bookingsResponseSchema = z.object({ bookings: z.array(bookingSchema) });

/** GET days (spec §7): the days the user holds a desk, and those covered by a paid subscription. */
export const daysResponseSchema = z.object({
  days: z.array(z.object({ day: z.string(), status: bookingStatusSchema, booking_id: z.number().int() })),
  payed_days: z.array(z.object({ day: z.string() })),
});

/** One day of the user's schedule. */
export const scheduleSchema = z.object({ day: z.string(), bookings: z.array(bookingSchema) });
export type Schedule = z.infer<typeof scheduleSchema>;
export const schedulesResponseSchema = z.object({ schedules: z.array(scheduleSchema) });

export const deskUuidParamsSchema = z.object({ uuid: z.string().max(64) });
/** The check-in screen: the desk of the QR code and the caller's booking there today, if any. */
export const deskCheckInViewSchema = z.object({ desk: deskSchema, booking: bookingSchema.nullable() });
export const checkInResponseSchema = z.object({ booking: bookingSchema, walk_in: z.boolean() });

export const DESK_PROBLEM_TYPES = ['clean_desk_policy', 'desk_taken', 'desk_not_found', 'other'] as const;
export const deskProblemBodySchema = z
  .object({
    desk_id: idSchema,
    type: z.enum(DESK_PROBLEM_TYPES, 'validation.invalid'),
    description: z.string().trim().max(2000, 'validation.too_long').default(''),
  })
  .refine((b) => b.type !== 'other' || b.description.length > 0, { path: ['description'], message: 'validation.description_required' });
export type DeskProblemBody = z.infer<typeof deskProblemBodySchema>;
export type DeskProblemInput = z.input<typeof deskProblemBodySchema>;
export const deskProblemResponseSchema = z.object({ id: z.number().int(), message: z.string() });

/** Moves up to five own bookings to another time of their day and/or another desk (spec §5: multi-day edit). */
export const editBookingsBodySchema = z
  .object({
    booking_ids: z
      .array(idSchema)
      .min(1, 'validation.required')
      .refine((ids) => new Set(ids).size <= MULTI_DAY_EDIT_MAX_DAYS, { message: 'validation.edit_too_many_days' }),
    desk_id: idSchema.optional(),
    ...timeChoice,
  })
  .superRefine((body, ctx) => {
    // Without slot or hours the times stay; with neither a desk nor a time there is nothing to change.
    const changesTime = body.slot_id !== undefined || body.start_minute !== undefined || body.end_minute !== undefined;
    if (changesTime) refineTimeChoice(body, ctx);
    else if (body.desk_id === undefined) ctx.addIssue({ code: 'custom', path: ['slot_id'], message: 'validation.slot_or_hours' });
  });
export type EditBookingsBody = z.infer<typeof editBookingsBodySchema>;
export type EditBookingsInput = z.input<typeof editBookingsBodySchema>;
export type RangeQuery = z.infer<typeof rangeQuerySchema>;
export type DaysResponse = z.infer<typeof daysResponseSchema>;
export type SchedulesResponse = z.infer<typeof schedulesResponseSchema>;
