import { z } from 'zod';
import { localDaySchema, requestDaysSchema } from './bookings';
import { idSchema } from './ids';
import { deskRequestStatusSchema, drawCommitmentSchema } from './lottery';

/** `GET parking?day=`: the day the offer is shown for (the group's today when absent). */
export const parkingQuerySchema = z.object({ day: localDaySchema.optional() });
export type ParkingQuery = z.infer<typeof parkingQuerySchema>;

/** One parking space of the group and whether it is free for the asked day. */
export const parkingSpaceSchema = z.object({
  id: z.number().int(),
  label: z.string(),
  area: z.object({ id: z.number().int(), name: z.string() }),
  location: z.object({ id: z.number().int(), name: z.string() }),
  /** `mine`: the caller holds it that day. */
  state: z.enum(['free', 'taken', 'mine']),
});
export type ParkingSpace = z.infer<typeof parkingSpaceSchema>;

/** A parking day the caller holds (booked by day). */
export const parkingBookingSchema = z.object({
  id: z.number().int(),
  day: z.string(),
  start_at: z.string(),
  end_at: z.string(),
  status: z.enum(['reserved', 'booked']),
  space: z.object({ id: z.number().int(), label: z.string(), location: z.string() }),
});
export type ParkingBooking = z.infer<typeof parkingBookingSchema>;

/** A request for a parking space on a day (lottery mode): waiting for the draw, won, on the waiting list, or ended. */
export const parkingRequestSchema = z.object({
  id: z.number().int(),
  day: z.string(),
  status: deskRequestStatusSchema,
  /** The state in the reader's language. */
  message: z.string(),
  /** For machines: won_any|won_waitlist|lost|already_booked|cancelled|released, or null. */
  reason: z.string().nullable(),
  waitlist_position: z.number().int().nullable(),
  /** The won space's booking, while it lasts. */
  booking_id: z.number().int().nullable(),
  /** The won space's label, or null. */
  space_label: z.string().nullable(),
  /** When requests for the day close and the draw runs. */
  cutoff_at: z.string(),
});
export type ParkingRequest = z.infer<typeof parkingRequestSchema>;
export const parkingRequestsResponseSchema = z.object({ requests: z.array(parkingRequestSchema) });

/** `POST parking_requests`: ask for any parking space on each day (lottery mode, before the day's cutoff). */
export const parkingRequestBodySchema = z.object({ days: requestDaysSchema });
export type ParkingRequestBody = z.infer<typeof parkingRequestBodySchema>;

/** The day's lottery for parking (null when the group books first come, first served). */
export const parkingLotterySchema = z.object({
  /** When requests for the day close and the draw runs. */
  cutoff_at: z.string(),
  /** Requests are still taken (before the cutoff, not drawn yet); afterwards free spaces are booked directly. */
  open: z.boolean(),
  /** The caller's request for the day, or null. */
  request: parkingRequestSchema.nullable(),
  /** The group's commitment to the day's draw seed (null for days drawn before commitments existed). */
  commitment: drawCommitmentSchema.nullable(),
  /** The day's run once drawn (published at lottery/runs/:id), else null. */
  run_id: z.number().int().nullable(),
});
export type ParkingLottery = z.infer<typeof parkingLotterySchema>;

export const parkingOfferSchema = z.object({
  day: z.string(),
  spaces: z.array(parkingSpaceSchema),
  /** The caller's parking days from the asked day on (as far as the group books ahead). */
  my_bookings: z.array(parkingBookingSchema),
  /** The group's external parking portal, or null. */
  link_url: z.string().nullable(),
  lottery: parkingLotterySchema.nullable(),
});
export type ParkingOffer = z.infer<typeof parkingOfferSchema>;

/** Books the whole day of each day; with `resource_id` that space, else any free space. */
export const parkingBookingBodySchema = z.object({ days: requestDaysSchema, resource_id: idSchema.optional() });
export type ParkingBookingBody = z.infer<typeof parkingBookingBodySchema>;
export type ParkingBookingInput = z.input<typeof parkingBookingBodySchema>;

export const parkingOutcomeSchema = z.enum(['booked', 'space_taken', 'user_busy']);
export const parkingBookingResponseSchema = z.object({
  results: z.array(z.object({ day: z.string(), outcome: parkingOutcomeSchema, booking: parkingBookingSchema.nullable() })),
});
export type ParkingBookingResponse = z.infer<typeof parkingBookingResponseSchema>;

/** Admin: the group's external parking portal (https) or null to remove it. */
export const parkingLinkBodySchema = z.object({
  parking_link_url: z
    .string()
    .trim()
    .max(2000, 'validation.too_long')
    .refine((value) => /^https:\/\/[^\s/$.?#][^\s]*$/i.test(value) && URL.canParse(value), 'validation.https_url')
    .nullable(),
});
export type ParkingLinkBody = z.infer<typeof parkingLinkBodySchema>;
