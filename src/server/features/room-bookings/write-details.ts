import { and, eq } from 'drizzle-orm';
import type { UpdateRoomBookingBody } from '../../../contract/rooms';
import type { Tx } from '../../db/client';
import { bookingCatering, bookingDetails } from '../../db/schema';

/** The event details a room booking or a bookable request carries. */
export type EventDetailsBody = Pick<
  UpdateRoomBookingBody,
  'title' | 'description' | 'supervisor' | 'phone_number' | 'person_number' | 'attendee_count' | 'layout' | 'equipment' | 'catering'
>;

/** The details row's columns as the body gives them. */
export const detailColumns = (body: EventDetailsBody) => ({
  title: body.title,
  description: body.description,
  supervisor: body.supervisor,
  phoneNumber: body.phone_number,
  personNumber: body.person_number,
  attendeeCount: body.attendee_count,
  layout: body.layout,
  equipment: [...new Set(body.equipment)],
});

/** The types of a new booking's details as statement parameters, in the order `detailsInsertText` takes them. */
export const DETAIL_PARAMETER_TYPES = ['text', 'text', 'text', 'text', 'text', 'int', 'text?', 'jsonb'] as const;

/** The arguments for `DETAIL_PARAMETER_TYPES`, in their order. */
export function detailArguments(body: EventDetailsBody) {
  const d = detailColumns(body);
  return [
    d.title,
    d.description,
    d.supervisor,
    d.phoneNumber,
    d.personNumber,
    d.attendeeCount,
    d.layout,
    JSON.stringify(d.equipment),
  ] as const;
}

/**
 * SQL that inserts the details of the booking in the CTE `inserted` and returns their row: the `DETAIL_PARAMETER_TYPES`
 * parameters from `$first` on.
 */
export const detailsInsertText = (
  first: number,
) => `INSERT INTO booking_details (group_id, booking_id, title, description, supervisor, phone_number, person_number,
    attendee_count, layout, equipment)
  SELECT i.group_id, i.id, ${DETAIL_PARAMETER_TYPES.map((_, k) => `$${first + k}`).join(', ')} FROM inserted i
  RETURNING *`;

/** Writes a booking's event details and catering (replacing what it had): rooms, and bookables booked with a title. */
export async function writeDetails(tx: Tx, groupId: number, bookingId: number, body: EventDetailsBody, isNew: boolean): Promise<void> {
  if (isNew) await tx.insert(bookingDetails).values({ groupId, bookingId, ...detailColumns(body) });
  else {
    await tx
      .update(bookingDetails)
      .set(detailColumns(body))
      .where(and(eq(bookingDetails.groupId, groupId), eq(bookingDetails.bookingId, bookingId)));
    await tx.delete(bookingCatering).where(and(eq(bookingCatering.groupId, groupId), eq(bookingCatering.bookingId, bookingId)));
  }
  if (body.catering.length > 0) {
    await tx.insert(bookingCatering).values(
      body.catering.map((line) => ({
        groupId,
        bookingId,
        itemId: line.item_id,
        quantity: line.quantity,
        serveMinute: line.serve_minute,
      })),
    );
  }
}
