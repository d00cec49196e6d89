import ICAL from 'ical.js';

/** What a test reads from an iTIP object, through a real iCalendar parser. */
export interface ParsedInvitation {
  method: string;
  uid: string;
  sequence: number;
  status: string;
  summary: string;
  location: string;
  /** Wall-clock start and end as written, e.g. '2027-01-06T10:00:00'. */
  start: string;
  end: string;
  startTzid: string;
  /** The instants the times stand for, resolved through the object's own VTIMEZONE. */
  startUtc: string;
  endUtc: string;
  vtimezones: string[];
  organiser: string;
  attendees: Array<{ email: string; partstat: string; cn: string }>;
}

/** A calendar user address without its scheme (`mailto:` or `MAILTO:`, both are valid). */
const address = (value: unknown) => String(value ?? '').replace(/^mailto:/i, '');

export function parseInvitation(ics: string): ParsedInvitation {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const timezones = calendar.getAllSubcomponents('vtimezone');
  for (const vtimezone of timezones) ICAL.TimezoneService.register(vtimezone);
  const vevent = calendar.getFirstSubcomponent('vevent');
  if (!vevent) throw new Error('no VEVENT');
  const event = new ICAL.Event(vevent);
  const text = (name: string) => String(vevent.getFirstPropertyValue(name) ?? '');
  const startProperty = vevent.getFirstProperty('dtstart');
  return {
    method: String(calendar.getFirstPropertyValue('method')),
    uid: event.uid,
    sequence: event.sequence,
    status: text('status'),
    summary: event.summary,
    location: event.location,
    start: event.startDate.toString(),
    end: event.endDate.toString(),
    startTzid: String(startProperty?.getParameter('tzid') ?? ''),
    startUtc: event.startDate.toJSDate().toISOString(),
    endUtc: event.endDate.toJSDate().toISOString(),
    vtimezones: timezones.map((tz) => String(tz.getFirstPropertyValue('tzid'))),
    organiser: address(vevent.getFirstPropertyValue('organizer')),
    attendees: vevent.getAllProperties('attendee').map((a) => ({
      email: address(a.getFirstValue()),
      partstat: String(a.getParameter('partstat')),
      cn: String(a.getParameter('cn')),
    })),
  };
}
