import { z } from 'zod';
import { bookingSchema, deskSchema } from './bookings';

/** A working day of this week and whether the own desk is shared with colleagues on it. */
export const ownDeskDaySchema = z.object({ day: z.string(), shared: z.boolean() });
export type OwnDeskDay = z.infer<typeof ownDeskDaySchema>;

/**
 * The caller's desk (/desk): the fixed desk they own, else the desk they booked for today, else none. `week` lists
 * the working days still ahead this week (today to Friday in the group's time zone; on a weekend next Monday to
 * Friday) for a fixed desk, and is empty otherwise.
 */
export const ownDeskResponseSchema = z.object({
  holding: z.enum(['fixed', 'booking', 'none']),
  desk: deskSchema.nullable(),
  /** Today's booking of a booked desk; null for a fixed desk and without a desk. */
  booking: bookingSchema.nullable(),
  /** What the desk's QR code opens: its check-in page. */
  check_in_url: z.string().nullable(),
  week: z.array(ownDeskDaySchema),
});
export type OwnDesk = z.infer<typeof ownDeskResponseSchema>;
