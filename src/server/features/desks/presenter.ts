import type { Desk } from '../../../contract/bookings';
import type { PlacedResource } from '../resources/repository';

export const presentDesk = ({ resource, areaName, locationId, locationName }: PlacedResource): Desk => ({
  id: resource.id,
  label: resource.label,
  uuid: resource.uuid,
  equipment: resource.equipment,
  area: { id: resource.areaId, name: areaName },
  location: { id: locationId, name: locationName },
});
