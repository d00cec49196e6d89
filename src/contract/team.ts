import { z } from 'zod';
import { idParamSchema, idSchema } from './ids';
import { localDaySchema } from './bookings';

/** Spec §5/§9: the team day selector goes from today to at most 6 weeks ahead. */
export const TEAM_DAYS_AHEAD_MAX = 42;
/** Longest search text; longer input answers 422 (spec §5 limits date-parse input, we limit search the same way). */
export const STAFF_QUERY_MAX = 100;
export const STAFF_RESULTS_MAX = 20;

/**
 * Where a colleague is today, derived from bookings and check-ins:
 * checked_in — checked in at a desk today; in_meeting — in a room booking right now; booked — holds a desk today,
 * not yet checked in; remote — no desk today; unknown — the colleague hides their presence.
 */
export const PRESENCE_STATES = ['checked_in', 'in_meeting', 'booked', 'remote', 'unknown'] as const;
export type PresenceState = (typeof PRESENCE_STATES)[number];

export const presenceSchema = z.object({
  state: z.enum(PRESENCE_STATES),
  /** The desk or room the state names (checked_in, in_meeting, booked); null otherwise. */
  resource: z.string().nullable(),
  location: z.string().nullable(),
  area: z.string().nullable(),
});
export type Presence = z.infer<typeof presenceSchema>;

export const LINK_STATUSES = ['requested', 'accepted'] as const;
export const linkStatusSchema = z.enum(LINK_STATUSES);

/** The caller's link with a colleague: `outgoing` when the caller asked, `incoming` when the colleague did. */
export const linkStateSchema = z.object({
  id: z.number().int(),
  status: linkStatusSchema,
  direction: z.enum(['outgoing', 'incoming']),
});
export type LinkState = z.infer<typeof linkStateSchema>;

/** What staff search reveals of a colleague: name, department and presence, never more (no e-mail). */
export const colleagueSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  /** The "user group" given at registration or in the settings. */
  department: z.string(),
  presence: presenceSchema,
});
export type Colleague = z.infer<typeof colleagueSchema>;

export const staffMemberSchema = colleagueSchema.extend({ link: linkStateSchema.nullable() });
export type StaffMember = z.infer<typeof staffMemberSchema>;

/** `GET staff?q=`: colleagues of the group (never the caller) by name, e-mail or department, accent- and case-insensitive. */
export const staffQuerySchema = z.object({
  q: z.string().trim().min(1, 'validation.required').max(STAFF_QUERY_MAX, 'validation.too_long'),
});
export const staffResponseSchema = z.object({ staff: z.array(staffMemberSchema) });
export type StaffResponse = z.infer<typeof staffResponseSchema>;

/** `POST links`: ask a colleague to link up. If the colleague already asked the caller, that request is accepted. */
export const createLinkBodySchema = z.object({ user_id: idSchema });
export type CreateLinkBody = z.infer<typeof createLinkBodySchema>;

export const linkSchema = linkStateSchema.extend({ colleague: colleagueSchema, created_at: z.string() });
export type Link = z.infer<typeof linkSchema>;

/** `GET links`: every link of the caller — accepted ones ("my team") and open requests both ways. */
export const linksResponseSchema = z.object({ links: z.array(linkSchema) });
export type LinksResponse = z.infer<typeof linksResponseSchema>;

export const linkParamsSchema = z.object({ id: idParamSchema });

/** `GET team/days?day=`: where the caller's linked colleagues are on a day (today … today + 6 weeks, group zone). */
export const teamDayQuerySchema = z.object({ day: localDaySchema });

export const teamBookingSchema = z.object({
  kind: z.enum(['desk', 'room']),
  resource: z.string(),
  location_id: z.number().int(),
  location: z.string(),
  area_id: z.number().int(),
  area: z.string(),
  start: z.string(),
  end: z.string(),
  checked_in: z.boolean(),
});
export type TeamBooking = z.infer<typeof teamBookingSchema>;

/** A colleague's day: their desk and room bookings (none when they hide their presence: `hidden`). */
export const teamMemberDaySchema = z.object({
  colleague: colleagueSchema.omit({ presence: true }),
  hidden: z.boolean(),
  bookings: z.array(teamBookingSchema),
});
export type TeamMemberDay = z.infer<typeof teamMemberDaySchema>;

export const teamDayResponseSchema = z.object({ day: z.string(), members: z.array(teamMemberDaySchema) });
export type TeamDayResponse = z.infer<typeof teamDayResponseSchema>;
