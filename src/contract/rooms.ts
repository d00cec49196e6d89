import { z } from 'zod';
import { idParamSchema, idSchema } from './ids';
import { bookingStatusSchema, localDaySchema } from './bookings';

/** Limits of a room booking's event details (shared by the form and the server). */
export const ROOM_TITLE_MAX = 120;
export const ROOM_DESCRIPTION_MAX = 2000;
export const ROOM_SUPERVISOR_MAX = 120;
export const ROOM_PHONE_MAX = 40;
export const ROOM_PERSON_NUMBER_MAX = 40;
export const ROOM_ATTENDEES_MAX = 1000;
export const CATERING_LINES_MAX = 20;
export const CATERING_QUANTITY_MAX = 500;
export const INVITEES_PER_REQUEST_MAX = 100;

export const minuteOfDaySchema = z
  .number('validation.invalid')
  .int('validation.invalid')
  .min(0, 'validation.invalid')
  .max(1440, 'validation.invalid');
const minuteParam = z.coerce
  .number('validation.invalid')
  .int('validation.invalid')
  .min(0, 'validation.invalid')
  .max(1440, 'validation.invalid');

export const limitedText = (max: number) =>
  z
    .string('validation.invalid')
    .trim()
    .refine((s) => s.length <= max, { message: 'validation.too_long_max', params: { max } });

export const roomLocationSchema = z.object({ id: z.number().int(), name: z.string() });
export const roomAreaSchema = z.object({ id: z.number().int(), name: z.string() });

/** A conference room with what it offers. */
export const roomSchema = z.object({
  id: z.number().int(),
  label: z.string(),
  capacity: z.number().int(),
  layouts: z.array(z.string()),
  equipment: z.array(z.string()),
  catering_offered: z.boolean(),
  description: z.string(),
  location: roomLocationSchema,
  area: roomAreaSchema,
});
export type Room = z.infer<typeof roomSchema>;

/** A busy time of a room on a day, wall-clock minutes in the group's zone; `mine` when the reader organises it. */
export const busyIntervalSchema = z.object({
  start_minute: z.number().int(),
  end_minute: z.number().int(),
  mine: z.boolean(),
});
export type BusyInterval = z.infer<typeof busyIntervalSchema>;

/** `location_id=all`: the rooms of every location (the list is bounded to one location unless asked so). */
export const ALL_LOCATIONS = 'all';

/**
 * `GET rooms`: filters; with `day` each room carries its busy times of that day (the timeline). The list is one
 * location's: `location_id`'s, else the reader's default (see `roomsResponseSchema.location`); `location_id=all` lists
 * every location's rooms.
 */
export const roomsQuerySchema = z.object({
  location_id: z.union([z.literal(ALL_LOCATIONS), idParamSchema], 'validation.invalid').optional(),
  people: z.coerce
    .number('validation.invalid')
    .int('validation.invalid')
    .min(1, 'validation.invalid')
    .max(ROOM_ATTENDEES_MAX, 'validation.number_too_large')
    .optional(),
  /** Comma-separated equipment every listed room must have. */
  equipment: z.string().max(500, 'validation.too_long').optional(),
  day: localDaySchema.optional(),
  /** With day: only rooms free for the whole of [start_minute, end_minute). */
  start_minute: minuteParam.optional(),
  end_minute: minuteParam.optional(),
});
export type RoomsQuery = z.infer<typeof roomsQuerySchema>;

export const roomWithBusySchema = roomSchema.extend({ busy: z.array(busyIntervalSchema) });
export const roomsResponseSchema = z.object({
  /**
   * The location listed: the one asked for, else the reader's default — the location of their fixed desk, else of
   * their latest booking up to today (else their next one), else the first by name; null with `location_id=all`, or
   * when the group has no rooms in service.
   */
  location: roomLocationSchema.nullable(),
  rooms: z.array(roomWithBusySchema),
  /** Every equipment value of the group's rooms, for the filter. */
  equipment: z.array(z.string()),
  /** The locations with rooms in service, by name: the ones to switch to. */
  locations: z.array(roomLocationSchema),
});
export type RoomsResponse = z.infer<typeof roomsResponseSchema>;

/** An item of a location's catering offer. */
export const cateringItemSchema = z.object({ id: z.number().int(), name: z.string() });
export type CateringItem = z.infer<typeof cateringItemSchema>;

/** `GET rooms/:id/availability?day=`: the room, its busy times that day and its location's catering offer. */
export const roomAvailabilityQuerySchema = z.object({ day: localDaySchema });
export const roomAvailabilityResponseSchema = z.object({
  room: roomSchema,
  day: z.string(),
  busy: z.array(busyIntervalSchema),
  catering_offer: z.array(cateringItemSchema),
});
export type RoomAvailability = z.infer<typeof roomAvailabilityResponseSchema>;

export const cateringLineBodySchema = z.object({
  item_id: idSchema,
  quantity: z
    .number('validation.invalid')
    .int('validation.invalid')
    .min(1, 'validation.invalid')
    .max(CATERING_QUANTITY_MAX, 'validation.number_too_large'),
  /** When it is served, wall-clock minute of the booking's day. */
  serve_minute: minuteOfDaySchema,
});

/** Event details of a room booking or a bookable request (spec §3); the title is required where the caller says. */
export const eventDetailsFields = {
  description: limitedText(ROOM_DESCRIPTION_MAX).default(''),
  supervisor: limitedText(ROOM_SUPERVISOR_MAX).default(''),
  phone_number: limitedText(ROOM_PHONE_MAX)
    .refine((s) => /^[0-9 +()/-]*$/.test(s), 'validation.phone')
    .default(''),
  /** The organiser's personnel number (for internal charging); free text. */
  person_number: limitedText(ROOM_PERSON_NUMBER_MAX).default(''),
  /** How many people attend (organiser included); at most the room's capacity. */
  attendee_count: z
    .number('validation.invalid')
    .int('validation.invalid')
    .min(1, 'validation.invalid')
    .max(ROOM_ATTENDEES_MAX, 'validation.number_too_large'),
  /** One of the room's layouts, or none. */
  layout: z.string().max(100, 'validation.too_long').nullable().default(null),
  /** A subset of the room's equipment the meeting needs. */
  equipment: z.array(z.string().max(100, 'validation.too_long')).max(50, 'validation.invalid').default([]),
  catering: z.array(cateringLineBodySchema).max(CATERING_LINES_MAX, 'validation.invalid').default([]),
};

export const requiredTitleSchema = limitedText(ROOM_TITLE_MAX).refine((s) => s.length > 0, 'validation.required');
export const optionalTitleSchema = limitedText(ROOM_TITLE_MAX).default('');

/** The event details and time of a room booking (create and edit). */
const roomBookingFields = {
  room_id: idSchema,
  day: localDaySchema,
  start_minute: minuteOfDaySchema,
  end_minute: minuteOfDaySchema,
  title: requiredTitleSchema,
  ...eventDetailsFields,
};

export function refineMinuteRange(body: { start_minute: number; end_minute: number }, ctx: z.RefinementCtx) {
  if (body.end_minute <= body.start_minute) ctx.addIssue({ code: 'custom', path: ['end_minute'], message: 'validation.end_after_start' });
}

export const createRoomBookingBodySchema = z
  .object({
    ...roomBookingFields,
    /** Colleagues invited right away (each gets a message and a calendar invitation). */
    invitee_ids: z.array(idSchema).max(INVITEES_PER_REQUEST_MAX, 'validation.invalid').default([]),
  })
  .superRefine(refineMinuteRange);
export type CreateRoomBookingBody = z.infer<typeof createRoomBookingBodySchema>;
export type CreateRoomBookingInput = z.input<typeof createRoomBookingBodySchema>;

/** `PUT room_bookings/:id`: the whole booking again (room, time and details); invitees keep their answers. */
export const updateRoomBookingBodySchema = z.object(roomBookingFields).superRefine(refineMinuteRange);
export type UpdateRoomBookingBody = z.infer<typeof updateRoomBookingBodySchema>;

export const invitationStatusSchema = z.enum(['invited', 'accepted', 'declined']);
export type InvitationStatus = z.infer<typeof invitationStatusSchema>;

export const personSchema = z.object({ id: z.number().int(), first_name: z.string(), last_name: z.string(), email: z.string() });
export type Person = z.infer<typeof personSchema>;

export const invitationSchema = z.object({ id: z.number().int(), user: personSchema, status: invitationStatusSchema });
export type Invitation = z.infer<typeof invitationSchema>;

export const cateringLineSchema = z.object({
  item_id: z.number().int(),
  name: z.string(),
  quantity: z.number().int(),
  serve_minute: z.number().int(),
});

/** The event details of a booking as the API answers them (rooms and bookable requests). */
export const presentedEventDetails = {
  title: z.string(),
  description: z.string(),
  supervisor: z.string(),
  phone_number: z.string(),
  person_number: z.string(),
  attendee_count: z.number().int(),
  layout: z.string().nullable(),
  equipment: z.array(z.string()),
  catering: z.array(cateringLineSchema),
};

/** A room booking as its organiser or an invitee sees it. */
export const roomBookingSchema = z.object({
  id: z.number().int(),
  room: roomSchema,
  day: z.string(),
  start_at: z.string(),
  end_at: z.string(),
  start_minute: z.number().int(),
  end_minute: z.number().int(),
  status: bookingStatusSchema,
  ...presentedEventDetails,
  organiser: personSchema,
  invitations: z.array(invitationSchema),
  /** The reader's own invitation when they are invited, else null (they organise it). */
  my_invitation: invitationSchema.nullable(),
  /** The organiser may edit, cancel and invite until the booking ends. */
  can_edit: z.boolean(),
  /** The series this booking is an occurrence of, if any. */
  series_id: z.number().int().nullable(),
});
export type RoomBooking = z.infer<typeof roomBookingSchema>;

export const roomBookingResponseSchema = z.object({ booking: roomBookingSchema });

/** `GET conference_rooms` (spec §7): the reader's room bookings and the ones they are invited to, from today on. */
export const conferenceRoomsResponseSchema = z.object({ bookings: z.array(roomBookingSchema) });

/** `POST invitations`: invite colleagues of the group to a room booking. */
export const createInvitationsBodySchema = z.object({
  booking_id: idSchema,
  user_ids: z.array(idSchema).min(1, 'validation.required').max(INVITEES_PER_REQUEST_MAX, 'validation.invalid'),
});
export type CreateInvitationsBody = z.infer<typeof createInvitationsBodySchema>;

/** `GET admin/catering?location_id&day`: what a location serves that day (also as `GET admin/catering.csv`). */
export const cateringListQuerySchema = z.object({ location_id: idParamSchema, day: localDaySchema });
export const cateringListLineSchema = z.object({
  booking_id: z.number().int(),
  room: z.string(),
  title: z.string(),
  organiser: z.string(),
  item: z.string(),
  quantity: z.number().int(),
  serve_minute: z.number().int(),
});
export const cateringListResponseSchema = z.object({
  location: roomLocationSchema,
  day: z.string(),
  lines: z.array(cateringListLineSchema),
});
export type CateringList = z.infer<typeof cateringListResponseSchema>;
