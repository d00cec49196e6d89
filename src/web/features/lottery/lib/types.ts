import type { z } from 'zod';
import type { bookingStatusSchema } from '../../../../contract/bookings';

export type BookingStatusName = z.infer<typeof bookingStatusSchema>;
