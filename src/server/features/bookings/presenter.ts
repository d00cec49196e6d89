import type { Booking } from '../../../contract/bookings';
import { presentDesk } from '../desks/presenter';
import type { PlacedResource } from '../resources/repository';
import type { BookingRow } from './repository';

export const presentBooking = (row: BookingRow, desk: PlacedResource): Booking => ({
  id: row.id,
  day: row.day,
  slot_id: row.slotId,
  start_at: row.startAt.toISOString(),
  end_at: row.endAt.toISOString(),
  status: row.status,
  checked_in_at: row.checkedInAt?.toISOString() ?? null,
  desk: presentDesk(desk),
  series_id: row.seriesId,
});
