import type { Presence } from '../../contract/team';
import { dayInterval } from '../time/interval';
import { localDayOf } from '../time/local-day';

/** A desk or room booking of a colleague that holds its resource (desk: booked or reserved; room: booked). */
export interface PresenceBooking {
  kind: 'desk' | 'room';
  start: Date;
  end: Date;
  checkedIn: boolean;
  resource: string;
  location: string;
  area: string;
}

export interface PresenceInput {
  now: Date;
  /** The group's zone: "today" is the local day of `now` there. */
  timeZone: string;
  /** The colleague hides their presence. */
  hidden: boolean;
  bookings: readonly PresenceBooking[];
}

const NOWHERE = { resource: null, location: null, area: null } as const;

const at = (state: Presence['state'], booking: PresenceBooking): Presence => ({
  state,
  resource: booking.resource,
  location: booking.location,
  area: booking.area,
});

const byStart = (a: PresenceBooking, b: PresenceBooking) => a.start.getTime() - b.start.getTime();

/**
 * Where a colleague is now. Priority: hidden → unknown; checked in at a desk today (not ended) → checked_in;
 * a room booking running now → in_meeting; a desk today not yet ended → booked; else remote.
 */
export function presenceOf({ now, timeZone, hidden, bookings }: PresenceInput): Presence {
  if (hidden) return { state: 'unknown', ...NOWHERE };
  const today = dayInterval(localDayOf(now, timeZone), timeZone);
  const desksToday = bookings.filter((b) => b.kind === 'desk' && b.start < today.end && b.end > today.start && b.end > now).sort(byStart);
  const checkedIn = desksToday.find((b) => b.checkedIn);
  if (checkedIn) return at('checked_in', checkedIn);
  const meeting = bookings.filter((b) => b.kind === 'room' && b.start <= now && b.end > now).sort(byStart)[0];
  if (meeting) return at('in_meeting', meeting);
  const booked = desksToday[0];
  if (booked) return at('booked', booked);
  return { state: 'remote', ...NOWHERE };
}
