import type { RoomBooking } from '../../../../contract/rooms';
import { wholeNumber, type CateringDraft, type DetailValues } from '../../../entities/event-details/event-details-draft';

export interface BookingDraft {
  roomId: number | null;
  day: string | null;
  time: { start: number; end: number } | null;
  equipment: string[];
  catering: CateringDraft[];
}

/** Every field the server may name in a 422 that the form shows at a field. */
export const ROOM_BOOKING_FIELDS = [
  'room_id',
  'day',
  'start_minute',
  'end_minute',
  'title',
  'description',
  'supervisor',
  'phone_number',
  'person_number',
  'attendee_count',
  'layout',
  'equipment',
  'catering',
] as const;

/** The request body (before schema validation) of the form's state. */
export function draftToBody(draft: BookingDraft, details: DetailValues) {
  return {
    room_id: draft.roomId ?? 0,
    day: draft.day ?? '',
    start_minute: draft.time?.start ?? Number.NaN,
    end_minute: draft.time?.end ?? Number.NaN,
    title: details.title,
    description: details.description,
    supervisor: details.supervisor,
    phone_number: details.phone_number,
    person_number: details.person_number,
    attendee_count: wholeNumber(details.attendee_count),
    layout: details.layout || null,
    equipment: draft.equipment,
    catering: draft.catering.map((line) => ({
      item_id: Number(line.itemId),
      quantity: wholeNumber(line.quantity),
      serve_minute: line.serveMinute ?? Number.NaN,
    })),
  };
}

/** The form's state for editing an existing booking. */
export function bookingToDraft(booking: RoomBooking): { draft: BookingDraft; details: DetailValues } {
  return {
    draft: {
      roomId: booking.room.id,
      day: booking.day,
      time: { start: booking.start_minute, end: booking.end_minute },
      equipment: [...booking.equipment],
      catering: booking.catering.map((line, i) => ({
        key: i + 1,
        itemId: String(line.item_id),
        quantity: String(line.quantity),
        serveMinute: line.serve_minute,
      })),
    },
    details: {
      title: booking.title,
      description: booking.description,
      supervisor: booking.supervisor,
      phone_number: booking.phone_number,
      person_number: booking.person_number,
      attendee_count: String(booking.attendee_count),
      layout: booking.layout ?? '',
    },
  };
}
