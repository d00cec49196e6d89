import { z } from 'zod';

/** `GET settings/calendar_link`: whether the user has a feed link and since when (the URL itself is never stored). */
export const calendarLinkStateSchema = z.object({
  active: z.boolean(),
  created_at: z.string().nullable(),
});
export type CalendarLinkState = z.infer<typeof calendarLinkStateSchema>;

/**
 * `POST settings/calendar_link`: a new secret feed URL (any earlier one stops at once). Shown only now:
 * `https_url` for Outlook and for copying, `webcal_url` for Apple and Google.
 */
export const calendarLinkCreatedSchema = z.object({
  https_url: z.string(),
  webcal_url: z.string(),
  created_at: z.string(),
});
export type CalendarLinkCreated = z.infer<typeof calendarLinkCreatedSchema>;

/** `GET calendar/:file`: `<token>.ics`; anything else answers 404 like an unknown token. */
export const calendarFeedParamsSchema = z.object({ file: z.string() });

/** Bookings this many days back stay in the feed (so last week's meetings don't vanish from the calendar). */
export const CALENDAR_FEED_DAYS_BACK = 30;
