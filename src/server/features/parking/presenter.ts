import type { TFunction } from 'i18next';
import type { ParkingBooking, ParkingRequest } from '../../../contract/parking';
import { lotteryCutoff } from '../../../domain/lottery/cutoff';
import { formatDate } from '../../../domain/date-format';
import type { Language } from '../../../contract/limits';
import type { BookingRow } from '../bookings/repository';
import type { GroupRow } from '../groups/repository';
import type { DeskRequestRow } from '../lottery/repository';
import type { WonBooking } from '../lottery/presenter';
import { offerRequestText } from '../lottery/waitlist-offers';

/** What a parking day needs to be presented: the space's id and label, and its location's name. */
export interface NamedSpace {
  resource: { id: number; label: string };
  locationName: string;
}

/** A held parking day (only reserved or booked rows are presented). */
export const presentParkingBooking = (
  row: Pick<BookingRow, 'id' | 'day' | 'startAt' | 'endAt' | 'status'>,
  space: NamedSpace,
): ParkingBooking => ({
  id: row.id,
  day: row.day,
  start_at: row.startAt.toISOString(),
  end_at: row.endAt.toISOString(),
  status: row.status === 'reserved' ? 'reserved' : 'booked',
  space: { id: space.resource.id, label: space.resource.label, location: space.locationName },
});

/** A parking request with the sentence that explains its state, in the reader's language. */
export function presentParkingRequest(
  row: DeskRequestRow,
  group: GroupRow,
  won: WonBooking | null,
  t: TFunction,
  language: Language,
): ParkingRequest {
  const cutoff = lotteryCutoff(row.day, group.lotteryCutoffMinute, group.timeZone);
  const space = won?.label ?? '';
  const message =
    offerRequestText(t, row, space) ??
    (row.status === 'waiting'
      ? t('parking_lottery.request.waiting', { cutoff: formatDate(cutoff, 'long', language, group.timeZone) })
      : row.status === 'lost'
        ? t('parking_lottery.request.lost', { position: row.waitlistPosition ?? '' })
        : row.status === 'won'
          ? row.reason === 'won_waitlist'
            ? t('parking_lottery.request.won_waitlist', { space })
            : t('parking_lottery.request.won', { space })
          : row.reason === 'already_booked'
            ? t('parking_lottery.request.already_booked')
            : row.reason === 'cancelled'
              ? t('parking_lottery.request.cancelled')
              : row.reason === 'released'
                ? t('parking_lottery.request.released')
                : t('parking_lottery.request.withdrawn'));
  return {
    id: row.id,
    day: row.day,
    status: row.status,
    message,
    reason: row.reason,
    waitlist_position: row.waitlistPosition,
    booking_id: row.status === 'won' ? row.bookingId : null,
    space_label: row.status === 'won' ? (won?.label ?? null) : null,
    cutoff_at: cutoff.toISOString(),
  };
}
