import { z } from 'zod';
import { daysBetween, isLocalDay } from '../domain/time/local-day';
import { localDaySchema } from './bookings';
import { idParamSchema } from './ids';

/** Longest range the occupancy figures cover in one answer (a leap year). */
export const OCCUPANCY_MAX_DAYS = 366;
export const OCCUPANCY_KINDS = ['desk', 'room', 'bookable', 'parking'] as const;
export type OccupancyKind = (typeof OCCUPANCY_KINDS)[number];

/** `GET admin/occupancy` and `admin/occupancy.csv`: days from..to (both included) in the group's zone, one resource kind. */
export const occupancyQuerySchema = z
  .object({
    from: localDaySchema,
    to: localDaySchema,
    location_id: idParamSchema.optional(),
    area_id: idParamSchema.optional(),
    kind: z.enum(OCCUPANCY_KINDS, 'validation.invalid').default('desk'),
  })
  .superRefine((q, ctx) => {
    // the fields' own issues are reported already; a range needs two readable days
    if (!isLocalDay(q.from) || !isLocalDay(q.to)) return;
    const days = daysBetween(q.from, q.to) + 1;
    if (days < 1) ctx.addIssue({ code: 'custom', path: ['to'], message: 'validation.occupancy_range_order' });
    else if (days > OCCUPANCY_MAX_DAYS)
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'validation.occupancy_range_too_long', params: { max: OCCUPANCY_MAX_DAYS } });
  });
export type OccupancyQuery = z.infer<typeof occupancyQuerySchema>;
export type OccupancyQueryInput = z.input<typeof occupancyQuerySchema>;

/**
 * The counts of one day, area or the whole range. Definitions (each booking counts on its day in the group's zone):
 * - `bookings`: bookings that held the resource at their start (booked, reserved, released or cancelled, and not
 *   ended before their start); waiting, rejected and declined ones never held it.
 * - `check_ins`: of these, the ones checked in.
 * - `no_shows`: of these, the ones not checked in whose check-in window (start + the group's grace minutes) has passed;
 *   rooms need no check-in and have none.
 * - `auto_releases`: no-shows the system released at or after the end of the check-in window.
 * - `requests`: lottery requests for desks (not withdrawn); with a location or area filter only those preferring a
 *   desk or area inside it. Zero for other kinds.
 * - `supply`: resources of the kind in service (active) now; the app keeps no history of in-service changes. A day
 *   that had ended when the roll-up job counted it keeps the supply of that moment (its row in `days`); totals,
 *   areas and locations show the supply now.
 */
export const occupancyFiguresSchema = z.object({
  supply: z.number().int(),
  bookings: z.number().int(),
  check_ins: z.number().int(),
  no_shows: z.number().int(),
  auto_releases: z.number().int(),
  requests: z.number().int(),
});
export type OccupancyFigures = z.infer<typeof occupancyFiguresSchema>;

export const occupancyDaySchema = occupancyFiguresSchema.extend({ day: z.string() });
export type OccupancyDay = z.infer<typeof occupancyDaySchema>;

/** An area's figures over the range (`supply` is per day; `requests` counts requests preferring the area). */
export const occupancyAreaSchema = occupancyFiguresSchema.extend({
  area_id: z.number().int(),
  area_name: z.string(),
  location_id: z.number().int(),
  location_name: z.string(),
});
export type OccupancyArea = z.infer<typeof occupancyAreaSchema>;

export const occupancyLocationSchema = occupancyFiguresSchema.extend({ location_id: z.number().int(), location_name: z.string() });
export type OccupancyLocation = z.infer<typeof occupancyLocationSchema>;

/** The group's locations and their areas: what the filter offers. */
export const occupancyPlaceSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  areas: z.array(z.object({ id: z.number().int(), name: z.string() })),
});

export const occupancyResponseSchema = z.object({
  from: z.string(),
  to: z.string(),
  kind: z.enum(OCCUPANCY_KINDS),
  location_id: z.number().int().nullable(),
  area_id: z.number().int().nullable(),
  time_zone: z.string(),
  /** every day of the range, in order, zeros included */
  days: z.array(occupancyDaySchema),
  /** sums over the range; `supply` is the resources in service per day */
  totals: occupancyFiguresSchema,
  /** areas holding resources of the kind within the filter, by location and name */
  areas: z.array(occupancyAreaSchema),
  locations: z.array(occupancyLocationSchema),
  places: z.array(occupancyPlaceSchema),
});
export type OccupancyResponse = z.infer<typeof occupancyResponseSchema>;
