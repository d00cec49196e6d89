import type { ParkingBooking } from '../../../contract/parking';
import type { BookingRow } from '../bookings/repository';
import type { PlacedResource } from '../resources/repository';

/** A held parking day (only reserved or booked rows are presented). */
export const presentParkingBooking = (row: BookingRow, space: PlacedResource): ParkingBooking => ({
  id: row.id,
  day: row.day,
  start_at: row.startAt.toISOString(),
  end_at: row.endAt.toISOString(),
  status: row.status === 'reserved' ? 'reserved' : 'booked',
  space: { id: space.resource.id, label: space.resource.label, location: space.locationName },
});
