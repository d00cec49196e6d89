import { and, asc, eq, gte, inArray, lte, or, sql } from 'drizzle-orm';
import type { Queryable, Tx } from '../../db/client';
import { ACTIVE_BOOKING_STATUSES, bookingCatering, bookingDetails, bookings, cateringItems, invitations, users } from '../../db/schema';
import type { BookingRow } from '../bookings/repository';

export type BookingDetailsRow = typeof bookingDetails.$inferSelect;
export type InvitationRow = typeof invitations.$inferSelect;
export type PersonRow = Pick<typeof users.$inferSelect, 'id' | 'firstName' | 'name' | 'email'>;

const personColumns = { id: users.id, firstName: users.firstName, name: users.name, email: users.email };

/** A room booking of the group, or null. */
export async function findRoomBooking(q: Queryable, groupId: number, id: number): Promise<BookingRow | null> {
  const rows = await q
    .select()
    .from(bookings)
    .where(and(eq(bookings.groupId, groupId), eq(bookings.id, id), eq(bookings.resourceKind, 'room')))
    .limit(1);
  return rows[0] ?? null;
}

/**
 * The room booking's row, locked to the end of the transaction: invitations, answers, edits and the
 * cancellation of one booking queue behind each other, so a count taken after this stays true.
 */
export async function lockRoomBooking(tx: Tx, groupId: number, id: number): Promise<BookingRow | null> {
  const rows = await tx
    .select()
    .from(bookings)
    .where(and(eq(bookings.groupId, groupId), eq(bookings.id, id), eq(bookings.resourceKind, 'room')))
    .for('update');
  return rows[0] ?? null;
}

/** Room bookings the user organises or is invited to, holding their room, on days from..to. */
export async function roomBookingsOfUser(q: Queryable, groupId: number, userId: number, from: string, to: string): Promise<BookingRow[]> {
  const invited = q
    .select({ bookingId: invitations.bookingId })
    .from(invitations)
    .where(and(eq(invitations.groupId, groupId), eq(invitations.userId, userId)));
  return q
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.groupId, groupId),
        eq(bookings.resourceKind, 'room'),
        inArray(bookings.status, [...ACTIVE_BOOKING_STATUSES]),
        gte(bookings.day, from),
        lte(bookings.day, to),
        or(eq(bookings.userId, userId), inArray(bookings.id, invited)),
      ),
    )
    .orderBy(asc(bookings.startAt), asc(bookings.id));
}

export async function detailsOf(q: Queryable, groupId: number, bookingIds: number[]): Promise<BookingDetailsRow[]> {
  if (bookingIds.length === 0) return [];
  return q
    .select()
    .from(bookingDetails)
    .where(and(eq(bookingDetails.groupId, groupId), inArray(bookingDetails.bookingId, bookingIds)));
}

export interface CateringLineRow {
  bookingId: number;
  itemId: number;
  name: string;
  quantity: number;
  serveMinute: number;
}

export async function cateringOf(q: Queryable, groupId: number, bookingIds: number[]): Promise<CateringLineRow[]> {
  if (bookingIds.length === 0) return [];
  return q
    .select({
      bookingId: bookingCatering.bookingId,
      itemId: bookingCatering.itemId,
      name: cateringItems.name,
      quantity: bookingCatering.quantity,
      serveMinute: bookingCatering.serveMinute,
    })
    .from(bookingCatering)
    .innerJoin(cateringItems, and(eq(cateringItems.groupId, bookingCatering.groupId), eq(cateringItems.id, bookingCatering.itemId)))
    .where(and(eq(bookingCatering.groupId, groupId), inArray(bookingCatering.bookingId, bookingIds)))
    .orderBy(asc(bookingCatering.serveMinute), asc(bookingCatering.id));
}

export interface InvitationWithPerson {
  invitation: InvitationRow;
  person: PersonRow;
}

export async function invitationsOf(q: Queryable, groupId: number, bookingIds: number[]): Promise<InvitationWithPerson[]> {
  if (bookingIds.length === 0) return [];
  return q
    .select({ invitation: invitations, person: personColumns })
    .from(invitations)
    .innerJoin(users, and(eq(users.groupId, invitations.groupId), eq(users.id, invitations.userId)))
    .where(and(eq(invitations.groupId, groupId), inArray(invitations.bookingId, bookingIds)))
    .orderBy(asc(users.name), asc(users.firstName), asc(invitations.id));
}

export async function peopleByIds(q: Queryable, groupId: number, userIds: number[]): Promise<Map<number, PersonRow>> {
  if (userIds.length === 0) return new Map();
  const rows = await q
    .select(personColumns)
    .from(users)
    .where(and(eq(users.groupId, groupId), inArray(users.id, userIds)));
  return new Map(rows.map((r) => [r.id, r]));
}

/** Invitees who still count against the room's capacity (everyone who has not declined). */
export async function countingInvitees(q: Queryable, groupId: number, bookingId: number): Promise<number> {
  const [row] = await q
    .select({ n: sql<number>`count(*)::int` })
    .from(invitations)
    .where(and(eq(invitations.groupId, groupId), eq(invitations.bookingId, bookingId), sql`${invitations.status} <> 'declined'`));
  return row?.n ?? 0;
}

/** Raises the calendar SEQUENCE of a booking (an update or cancellation) and returns the new one. */
export async function nextIcsSequence(tx: Tx, groupId: number, bookingId: number): Promise<number> {
  const [row] = await tx
    .update(bookingDetails)
    .set({ icsSequence: sql`${bookingDetails.icsSequence} + 1` })
    .where(and(eq(bookingDetails.groupId, groupId), eq(bookingDetails.bookingId, bookingId)))
    .returning({ sequence: bookingDetails.icsSequence });
  return row?.sequence ?? 0;
}
