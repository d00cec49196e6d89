import type { CalendarLinkCreated } from '../../../contract/calendar-feed';

/** Where each calendar subscribes to a feed: Google and Apple take the webcal URL, Outlook the https one. */
export function addToLinks(link: CalendarLinkCreated): { google: string; outlook: string; apple: string } {
  return {
    google: `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(link.webcal_url)}`,
    outlook: `https://outlook.live.com/calendar/0/addfromweb?url=${encodeURIComponent(link.https_url)}&name=Deskfair`,
    apple: link.webcal_url,
  };
}
