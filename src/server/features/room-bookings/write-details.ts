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
