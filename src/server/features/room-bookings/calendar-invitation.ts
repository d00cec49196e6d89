import { TZDate } from '@date-fns/tz';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import type { InvitationStatus } from '../../../contract/rooms';
import type { CalendarMethod } from '../../db/schema';
import type { CalendarAttachment } from '../messages/notify';

export interface CalendarPerson {
  name: string;
  email: string;
}

/** What a calendar invitation of a room booking says. */
export interface CalendarEvent {
  groupId: number;
  bookingId: number;
  sequence: number;
  start: Date;
  end: Date;
  timeZone: string;
  title: string;
  description: string;
  /** "Room, Location". */
  location: string;
  organiser: CalendarPerson;
  attendees: Array<CalendarPerson & { status: InvitationStatus }>;
  /** When the object is made (DTSTAMP). */
  stamp: Date;
  /** A series: one event carrying the rule from its first occurrence, without the occurrences not booked. */
  series?: { id: number; rule: string; exclude: Date[] };
}

const PARTSTAT: Record<InvitationStatus, ICalAttendeeStatus> = {
  invited: ICalAttendeeStatus.NEEDSACTION,
  accepted: ICalAttendeeStatus.ACCEPTED,
  declined: ICalAttendeeStatus.DECLINED,
};

/** One UID per booking for its whole life, so every update and the cancellation replace the same calendar entry. */
export const calendarUid = (groupId: number, bookingId: number) => `room-booking-${groupId}-${bookingId}@deskfair`;
/** One UID per series: its invitation, updates and cancellation are one repeating calendar entry. */
export const seriesCalendarUid = (groupId: number, seriesId: number) => `room-series-${groupId}-${seriesId}@deskfair`;

/** A wall-clock date-time in the zone, as iCalendar writes it beside a TZID. */
function localStamp(instant: Date, timeZone: string): string {
  const z = new TZDate(instant.getTime(), timeZone);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${z.getFullYear()}${pad(z.getMonth() + 1)}${pad(z.getDate())}T${pad(z.getHours())}${pad(z.getMinutes())}${pad(z.getSeconds())}`;
}

/** RRULE and one EXDATE line per occurrence left out (short lines, no folding needed). */
function repeatingLines(series: NonNullable<CalendarEvent['series']>, timeZone: string): string {
  const exdates = series.exclude.map((d) => `EXDATE;TZID=${timeZone}:${localStamp(d, timeZone)}`);
  return [`RRULE:${series.rule}`, ...exdates].join('\n');
}

/**
 * An iTIP object (RFC 5546) for a room booking: REQUEST invites or updates (SEQUENCE grows with each update),
 * CANCEL takes the meeting out of the attendees' calendars. Times carry the group's zone with its VTIMEZONE.
 */
export function calendarInvitation(event: CalendarEvent, method: CalendarMethod): CalendarAttachment {
  const calendar = ical({
    prodId: { company: 'Deskfair', product: 'Deskfair', language: 'DE' },
    method: method === 'REQUEST' ? ICalCalendarMethod.REQUEST : ICalCalendarMethod.CANCEL,
  });
  calendar.timezone({ name: event.timeZone, generator: getVtimezoneComponent });
  calendar.createEvent({
    id: event.series ? seriesCalendarUid(event.groupId, event.series.id) : calendarUid(event.groupId, event.bookingId),
    ...(event.series ? { repeating: repeatingLines(event.series, event.timeZone) } : {}),
    sequence: event.sequence,
    stamp: event.stamp,
    // A zoned date makes the generator write wall-clock times with TZID (a plain Date would use the process's zone).
    start: new TZDate(event.start.getTime(), event.timeZone),
    end: new TZDate(event.end.getTime(), event.timeZone),
    timezone: event.timeZone,
    summary: event.title,
    description: event.description || null,
    location: event.location,
    status: method === 'CANCEL' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: { name: event.organiser.name, email: event.organiser.email },
    attendees: event.attendees.map((a) => ({
      name: a.name,
      email: a.email,
      role: ICalAttendeeRole.REQ,
      status: PARTSTAT[a.status],
      rsvp: method === 'REQUEST',
    })),
  });
  return { method, ics: calendar.toString() };
}
