import { z } from 'zod';
import { isLocalDateTime } from '../domain/time/local-date-time';
import { idParamSchema, idSchema } from './ids';
import { bookingStatusSchema, localDaySchema } from './bookings';
import {
  cateringItemSchema,
  eventDetailsFields,
  limitedText,
  optionalTitleSchema,
  personSchema,
  presentedEventDetails,
  roomAreaSchema,
  roomLocationSchema,
} from './rooms';

/** What a bookable is; parking spaces (kind `parking`) are always `parking_space`. */
export const BOOKABLE_CATEGORIES = ['event_space', 'parking_space', 'locker', 'car', 'equipment', 'other'] as const;
export const bookableCategorySchema = z.enum(BOOKABLE_CATEGORIES);
export type BookableCategory = z.infer<typeof bookableCategorySchema>;

/** The longest a bookable can be booked at once (a pool car for two weeks). */
export const BOOKABLE_MAX_DAYS = 14;
export const DECISION_REASON_MAX = 500;

/** A wall-clock moment in the group's zone, 'YYYY-MM-DDTHH:mm'. */
export const localDateTimeSchema = z.string('validation.invalid').refine(isLocalDateTime, 'validation.date_time_invalid');

/** Anything else the group offers to book: parking space, locker, car, equipment, event space. */
export const bookableResourceSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['bookable', 'parking']),
  category: bookableCategorySchema,
  label: z.string(),
  description: z.string(),
  /** A booking needs an approver's confirmation ('wartet auf Bestätigung' until then). */
  requestable: z.boolean(),
  capacity: z.number().int().nullable(),
  layouts: z.array(z.string()),
  equipment: z.array(z.string()),
  catering_offered: z.boolean(),
  location: roomLocationSchema,
  area: roomAreaSchema,
});
export type BookableResource = z.infer<typeof bookableResourceSchema>;

/** A time a bookable is held (or, with `waiting`, requested) on the asked day; instants. */
export const bookableBusySchema = z.object({ start_at: z.string(), end_at: z.string(), mine: z.boolean() });

/** `GET bookables/resources`: filters; with `day`, each resource carries what holds it that day. */
export const bookableResourcesQuerySchema = z.object({
  location_id: idParamSchema.optional(),
  category: bookableCategorySchema.optional(),
  day: localDaySchema.optional(),
});
export const bookableResourcesResponseSchema = z.object({
  resources: z.array(
    bookableResourceSchema.extend({
      busy: z.array(bookableBusySchema),
      /** What the resource's location serves (by name); empty unless `catering_offered`. */
      catering_offer: z.array(cateringItemSchema),
    }),
  ),
  locations: z.array(roomLocationSchema),
  /** The categories the group's bookables have, for the filter. */
  categories: z.array(bookableCategorySchema),
});
export type BookableResourcesResponse = z.infer<typeof bookableResourcesResponseSchema>;
/** A bookable as the list shows it: with its busy times and its location's catering offer. */
export type ListedBookableResource = BookableResourcesResponse['resources'][number];

/**
 * `POST bookable_bookings`: a time range in the group's zone and, for a requestable resource, the event
 * details (title required there). Instant resources are booked at once; requestable ones wait for approval.
 */
export const createBookableBookingBodySchema = z
  .object({
    resource_id: idSchema,
    start: localDateTimeSchema,
    end: localDateTimeSchema,
    title: optionalTitleSchema,
    ...eventDetailsFields,
    attendee_count: eventDetailsFields.attendee_count.default(1),
  })
  .superRefine((body, ctx) => {
    if (isLocalDateTime(body.start) && isLocalDateTime(body.end) && body.end <= body.start) {
      ctx.addIssue({ code: 'custom', path: ['end'], message: 'validation.end_after_start' });
    }
  });
export type CreateBookableBookingBody = z.infer<typeof createBookableBookingBodySchema>;
export type CreateBookableBookingInput = z.input<typeof createBookableBookingBodySchema>;

export const decisionOutcomeSchema = z.enum(['approved', 'rejected']);
export const decisionSchema = z.object({
  outcome: decisionOutcomeSchema,
  reason: z.string(),
  decided_by: personSchema.nullable(),
  decided_at: z.string(),
});

/** A booking or request of a bookable as its requester (or an approver) sees it. */
export const bookableBookingSchema = z.object({
  id: z.number().int(),
  resource: bookableResourceSchema,
  /** The local day it starts on. */
  day: z.string(),
  start_at: z.string(),
  end_at: z.string(),
  /** `waiting` = wartet auf Bestätigung; `rejected` carries the decision's reason. */
  status: bookingStatusSchema,
  series_id: z.number().int().nullable(),
  ...presentedEventDetails,
  requester: personSchema,
  decision: decisionSchema.nullable(),
  /** The requester may cancel (a booking or a waiting request) until it ends. */
  can_cancel: z.boolean(),
});
export type BookableBooking = z.infer<typeof bookableBookingSchema>;

export const bookableBookingResponseSchema = z.object({ booking: bookableBookingSchema });

/**
 * `GET bookables` (spec §7): the reader's bookings of bookables that have not ended, and their requests
 * (waiting, or rejected within the last 30 days and not yet over).
 */
export const bookablesResponseSchema = z.object({
  bookings: z.array(bookableBookingSchema),
  requests: z.array(bookableBookingSchema),
});
export type BookablesResponse = z.infer<typeof bookablesResponseSchema>;

/** `GET approvals`: the waiting requests the reader may decide (their resources; admins: all), oldest start first. */
export const approvalsResponseSchema = z.object({ requests: z.array(bookableBookingSchema) });
export type ApprovalsResponse = z.infer<typeof approvalsResponseSchema>;

/** `POST approvals/:id/approve`; with `series`, every still-waiting occurrence of the request's series. */
export const approveBodySchema = z.object({ series: z.boolean().default(false) });
/** `POST approvals/:id/reject`: the reason is told to the requester. */
export const rejectBodySchema = z.object({
  reason: limitedText(DECISION_REASON_MAX).refine((s) => s.length > 0, 'validation.required'),
  series: z.boolean().default(false),
});
export type ApproveBody = z.infer<typeof approveBodySchema>;
export type RejectBody = z.infer<typeof rejectBodySchema>;
export type RejectInput = z.input<typeof rejectBodySchema>;

/** What a decision did: the requests decided, and (approving) those another approved booking overlaps, still waiting. */
export const decisionResponseSchema = z.object({
  decided: z.array(bookableBookingSchema),
  conflicts: z.array(bookableBookingSchema),
});
export type DecisionResponse = z.infer<typeof decisionResponseSchema>;
