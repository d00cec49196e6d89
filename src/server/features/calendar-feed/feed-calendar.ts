import { TZDate } from '@date-fns/tz';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import ical, { ICalEventStatus } from 'ical-generator';
import type { FeedEvent } from './feed-event';

/** Calendar clients re-read a subscribed feed about this often (REFRESH-INTERVAL / X-PUBLISHED-TTL). */
const REFRESH_SECONDS = 60 * 60;

/**
 * The feed as iCalendar, built like the room invitations (calendar-invitation.ts): times as wall-clock in the
 * group's zone with its VTIMEZONE, one VEVENT per booking under a stable UID.
 */
export function feedCalendar(events: readonly FeedEvent[], timeZone: string, name: string, stamp: Date): string {
  const calendar = ical({
    prodId: { company: 'Deskfair', product: 'Deskfair', language: 'DE' },
    name,
    timezone: { name: timeZone, generator: getVtimezoneComponent },
    ttl: REFRESH_SECONDS,
  });
  for (const event of events)
    calendar.createEvent({
      id: event.uid,
      sequence: event.sequence,
      stamp,
      // A zoned date makes the generator write wall-clock times with TZID (a plain Date would use the process's zone).
      start: new TZDate(event.start.getTime(), timeZone),
      end: new TZDate(event.end.getTime(), timeZone),
      timezone: timeZone,
      summary: event.summary,
      location: event.location,
      status: event.tentative ? ICalEventStatus.TENTATIVE : ICalEventStatus.CONFIRMED,
    });
  return calendar.toString();
}
