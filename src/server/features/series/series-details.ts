import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { SeriesDetails } from '../../../contract/series';
import type { Queryable } from '../../db/client';
import { bookingCatering, bookingDetails, bookings, invitations } from '../../db/schema';

export interface SeriesEventDetails {
  title: string;
  details: SeriesDetails;
}

/**
 * The event details of each series, taken from its newest occurrence booking (the one a change wrote last),
 * with its catering and, for room series, the invitees still on it. Three queries for any number of series.
 */
export async function eventDetailsOf(q: Queryable, groupId: number, seriesIds: number[]): Promise<Map<number, SeriesEventDetails>> {
  if (seriesIds.length === 0) return new Map();
  const newest = await q
    .selectDistinctOn([bookings.seriesId], { seriesId: bookings.seriesId, details: bookingDetails })
    .from(bookings)
    .innerJoin(bookingDetails, and(eq(bookingDetails.groupId, bookings.groupId), eq(bookingDetails.bookingId, bookings.id)))
    .where(and(eq(bookings.groupId, groupId), inArray(bookings.seriesId, seriesIds)))
    .orderBy(bookings.seriesId, desc(bookings.id));
  const bookingIds = newest.map((n) => n.details.bookingId);
  if (bookingIds.length === 0) return new Map();
  // One after another: `q` may be a transaction, one connection.
  const catering = await q
    .select()
    .from(bookingCatering)
    .where(and(eq(bookingCatering.groupId, groupId), inArray(bookingCatering.bookingId, bookingIds)))
    .orderBy(asc(bookingCatering.id));
  const invited = await q
    .select({ bookingId: invitations.bookingId, userId: invitations.userId })
    .from(invitations)
    .where(and(eq(invitations.groupId, groupId), inArray(invitations.bookingId, bookingIds)))
    .orderBy(asc(invitations.id));
  const result = new Map<number, SeriesEventDetails>();
  for (const { seriesId, details: d } of newest) {
    if (seriesId === null) continue;
    result.set(seriesId, {
      title: d.title,
      details: {
        description: d.description,
        supervisor: d.supervisor,
        phone_number: d.phoneNumber,
        person_number: d.personNumber,
        attendee_count: d.attendeeCount,
        layout: d.layout,
        equipment: d.equipment,
        catering: catering
          .filter((c) => c.bookingId === d.bookingId)
          .map((c) => ({ item_id: c.itemId, quantity: c.quantity, serve_minute: c.serveMinute })),
        // Only room bookings carry invitations; a bookable series' list is empty.
        invitee_ids: invited.filter((i) => i.bookingId === d.bookingId).map((i) => i.userId),
      },
    });
  }
  return result;
}
