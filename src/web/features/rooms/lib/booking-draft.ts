import type { RoomBooking } from '../../../../contract/rooms';

/** The text fields of the booking form (kept as typed; numbers are parsed on submit). */
export interface DetailValues extends Record<string, string> {
  title: string;
  description: string;
  supervisor: string;
  phone_number: string;
  person_number: string;
  attendee_count: string;
  layout: string;
}

/** A catering line as edited: `key` keeps React's identity while lines are added and removed. */
export interface CateringDraft {
  key: number;
  itemId: string;
  quantity: string;
  serveMinute: number | null;
}

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

export const emptyDetails: DetailValues = {
  title: '',
  description: '',
  supervisor: '',
  phone_number: '',
  person_number: '',
  attendee_count: '1',
  layout: '',
};

/** A number typed into a field; empty or not a whole number stays a value the schema refuses. */
const wholeNumber = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text.trim()));

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
