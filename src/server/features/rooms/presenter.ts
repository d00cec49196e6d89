import type { BusyInterval, Room } from '../../../contract/rooms';
import type { PlacedResource } from '../resources/repository';
import { minutesOfDay } from '../../../domain/time/local-day';
import type { RoomBusyRow } from './repository';

export const presentRoom = ({ resource, areaName, locationId, locationName }: PlacedResource): Room => ({
  id: resource.id,
  label: resource.label,
  capacity: resource.capacity ?? 1,
  layouts: resource.layouts,
  equipment: resource.equipment,
  catering_offered: resource.cateringOffered,
  description: resource.description,
  location: { id: locationId, name: locationName },
  area: { id: resource.areaId, name: areaName },
});

/** A room's busy times of a day as wall-clock minutes; `mine` marks the reader's own bookings. */
export function presentBusy(rows: RoomBusyRow[], day: string, timeZone: string, readerId: number): BusyInterval[] {
  if (rows.length === 0) return [];
  const minute = minutesOfDay(day, timeZone);
  return rows.map((row) => ({ start_minute: minute(row.startAt), end_minute: minute(row.endAt), mine: row.userId === readerId }));
}
