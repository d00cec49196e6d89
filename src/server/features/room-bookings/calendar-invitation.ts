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
}

const PARTSTAT: Record<InvitationStatus, ICalAttendeeStatus> = {
  invited: ICalAttendeeStatus.NEEDSACTION,
  accepted: ICalAttendeeStatus.ACCEPTED,
  declined: ICalAttendeeStatus.DECLINED,
};

/** One UID per booking for its whole life, so every update and the cancellation replace the same calendar entry. */
export const calendarUid = (groupId: number, bookingId: number) => `room-booking-${groupId}-${bookingId}@deskfair`;

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
    id: calendarUid(event.groupId, event.bookingId),
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
