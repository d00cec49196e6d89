import { isLocalDay } from '../../../../domain/time/local-day';

/** What the booking screen's address carries: an existing booking (`id`), or a room, day and time to start with. */
export interface BookingPrefill {
  bookingId: number | null;
  roomId: number | null;
  day: string | null;
  start: number | null;
  end: number | null;
}

const positiveInt = (value: string | null): number | null => {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 ? n : null;
};

const minute = (value: string | null): number | null => {
  const n = Number(value);
  return value !== null && value !== '' && Number.isInteger(n) && n >= 0 && n <= 1440 ? n : null;
};

/** Reads the query string; anything malformed is left out rather than refused. */
export function readPrefill(params: URLSearchParams): BookingPrefill {
  const day = params.get('day');
  const start = minute(params.get('start'));
  const end = minute(params.get('end'));
  const timeOk = start !== null && end !== null && start < end;
  return {
    bookingId: positiveInt(params.get('id')),
    roomId: positiveInt(params.get('room')),
    day: day && isLocalDay(day) ? day : null,
    start: timeOk ? start : null,
    end: timeOk ? end : null,
  };
}
