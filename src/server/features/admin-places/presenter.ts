import type { AdminArea, AdminLocation, AdminResource } from '../../../contract/admin-places';
import type { AdminResourceRow, AreaWithCount, LocationRow } from './repository';

export const presentArea = (area: AreaWithCount): AdminArea => ({
  id: area.id,
  location_id: area.locationId,
  name: area.name,
  resource_count: area.resourceCount,
});

export const presentLocation = (location: LocationRow, areas: AreaWithCount[]): AdminLocation => ({
  id: location.id,
  name: location.name,
  address: location.address,
  areas: areas.filter((a) => a.locationId === location.id).map(presentArea),
});

export const presentResource = ({ resource: r, ownerEmail, approverEmails }: AdminResourceRow): AdminResource => ({
  id: r.id,
  kind: r.kind,
  area_id: r.areaId,
  label: r.label,
  active: r.active,
  uuid: r.uuid,
  equipment: r.equipment,
  owner_email: ownerEmail,
  capacity: r.capacity,
  layouts: r.layouts,
  catering_offered: r.cateringOffered,
  category: r.category,
  description: r.description,
  requestable: r.requestable,
  approver_emails: approverEmails,
});
