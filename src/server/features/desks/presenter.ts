import type { Desk } from '../../../contract/bookings';
import type { DeskPlaceRow } from './repository';

export const presentDesk = ({ desk, areaName, locationId, locationName }: DeskPlaceRow): Desk => ({
  id: desk.id,
  label: desk.label,
  uuid: desk.uuid,
  equipment: desk.equipment,
  area: { id: desk.areaId, name: areaName },
  location: { id: locationId, name: locationName },
});
