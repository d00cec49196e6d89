import ICAL from 'ical.js';

/** One VEVENT of a feed as a test reads it, through a real iCalendar parser. */
export interface FeedEntry {
  uid: string;
  sequence: number;
  status: string;
  summary: string;
  location: string;
  /** Wall-clock start and end as written, e.g. '2027-01-06T10:00:00'. */
  start: string;
  end: string;
  startTzid: string;
}

/** The calendar's name, its VTIMEZONE ids and its events in file order. */
export function parseFeed(ics: string): { name: string; vtimezones: string[]; events: FeedEntry[] } {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const timezones = calendar.getAllSubcomponents('vtimezone');
  for (const vtimezone of timezones) ICAL.TimezoneService.register(vtimezone);
  const events = calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      uid: event.uid,
      sequence: event.sequence,
      status: String(vevent.getFirstPropertyValue('status') ?? ''),
      summary: event.summary,
      location: event.location,
      start: event.startDate.toString(),
      end: event.endDate.toString(),
      startTzid: String(vevent.getFirstProperty('dtstart')?.getParameter('tzid') ?? ''),
    };
  });
  return {
    name: String(calendar.getFirstPropertyValue('x-wr-calname') ?? ''),
    vtimezones: timezones.map((tz) => String(tz.getFirstPropertyValue('tzid'))),
    events,
  };
}
