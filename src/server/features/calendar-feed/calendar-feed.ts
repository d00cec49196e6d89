import { CALENDAR_FEED_DAYS_BACK } from '../../../contract/calendar-feed';
import type { Queryable } from '../../db/client';
import { notFound } from '../../http/errors';
import { translator } from '../../i18n/translator';
import { hashSecret } from '../auth/opaque-token';
import { feedCalendar } from './feed-calendar';
import { feedEventOf } from './feed-event';
import { feedTokenOf } from './feed-token';
import { feedBookings, findFeedOwner } from './repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The .ics of a feed file name: the owner's bookings from 30 days back on, in their language and the group's zone.
 * A malformed, unknown, renewed or switched-off token is the same 404.
 */
export async function calendarFeed(q: Queryable, file: string, now: Date): Promise<string> {
  const token = feedTokenOf(file);
  if (!token) throw notFound();
  const owner = await findFeedOwner(q, token.groupId, token.id, hashSecret(token.secret));
  if (!owner) throw notFound();
  const rows = await feedBookings(q, owner, new Date(now.getTime() - CALENDAR_FEED_DAYS_BACK * DAY_MS));
  const events = rows.map((row) => feedEventOf(owner.groupId, row, owner.language));
  return feedCalendar(events, owner.timeZone, translator(owner.language)('calendar_feed.calendar_name'), now);
}
