import { z } from 'zod';
import { bookingSchema, deskSchema, localDaySchema } from './bookings';
import { deskModeSchema } from './ego';

/** ISO weekdays: 1 = Monday … 7 = Sunday. */
const weekdaySchema = z.number().int().min(1).max(7);

/**
 * Desk settings (design.md §1): without an own desk a user is `searching`; an owner uses the desk
 * `always` (every working day), on `chosen_days` (shares it on the others), or is `offering` it to the pool.
 */
export const deskSettingsSchema = z.object({
  desk_mode: deskModeSchema,
  weekdays: z.array(weekdaySchema),
  desk: deskSchema.nullable(),
});
export type DeskSettings = z.infer<typeof deskSettingsSchema>;

export const updateDeskSettingsBodySchema = z
  .object({
    desk_mode: deskModeSchema,
    weekdays: z.array(weekdaySchema).max(7).default([]),
  })
  .refine((b) => b.desk_mode !== 'chosen_days' || b.weekdays.length > 0, { path: ['weekdays'], message: 'validation.weekdays_required' });
export type UpdateDeskSettingsBody = z.infer<typeof updateDeskSettingsBodySchema>;

/** Saving desk settings regenerates the owner's future calendar; the answer says which days changed. */
export const deskSettingsSavedSchema = deskSettingsSchema.extend({
  reclaimed: z.array(z.string()),
  released: z.array(z.string()),
  /** wanted days someone else had already booked */
  unavailable: z.array(z.string()),
});

/** Release (share) or reclaim one day of the own desk. */
export const ownDeskDayBodySchema = z.object({ day: localDaySchema });

export const oneClickBodySchema = z.object({ when: z.enum(['today', 'tomorrow']) });
export const oneClickResponseSchema = z.object({ booking: bookingSchema });

export const qrSheetResponseSchema = z.object({
  location: z.object({ id: z.number().int(), name: z.string() }),
  desks: z.array(z.object({ id: z.number().int(), label: z.string(), area: z.string(), check_in_url: z.string() })),
});
export const locationsResponseSchema = z.object({
  locations: z.array(z.object({ id: z.number().int(), name: z.string(), address: z.string() })),
});
export type QrSheetResponse = z.infer<typeof qrSheetResponseSchema>;
