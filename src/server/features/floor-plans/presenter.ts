import type { AreaPlanMarkers, Plan, PlanLayout, PlanResource } from '../../../contract/floor-plans';
import type { AreaPlanMeta, AreaResource, AreaWithLocation, MarkerRow } from './repository';

/** Changes with every upload: the image URL carries it, so a replaced plan is never served from a cache. */
export const planVersion = (updatedAt: Date | string): string => new Date(updatedAt).getTime().toString(36);

export const presentPlan = (plan: Pick<AreaPlanMeta, 'mediaType' | 'width' | 'height' | 'updatedAt'>): Plan => ({
  media_type: plan.mediaType,
  width: plan.width,
  height: plan.height,
  version: planVersion(plan.updatedAt),
});

export const presentPlanResource = (r: AreaResource): PlanResource => ({ id: r.id, kind: r.kind, label: r.label, x: r.planX, y: r.planY });

export const presentLayout = (area: AreaWithLocation, plan: AreaPlanMeta | null, resources: AreaResource[]): PlanLayout => ({
  area: { id: area.id, name: area.name },
  location: { id: area.locationId, name: area.locationName },
  plan: plan ? presentPlan(plan) : null,
  resources: resources.map(presentPlanResource),
});

/** Marker rows (one per resource, ordered by area) grouped into areas. */
export function presentMarkers(rows: MarkerRow[]): AreaPlanMarkers[] {
  const byArea = new Map<number, AreaPlanMarkers>();
  for (const row of rows) {
    let area = byArea.get(row.area_id);
    if (!area) {
      area = {
        area: { id: row.area_id, name: row.area_name },
        location: { id: row.location_id, name: row.location_name },
        plan: {
          media_type: row.media_type === 'image/png' ? 'image/png' : 'image/svg+xml',
          width: row.width,
          height: row.height,
          version: planVersion(row.updated_at),
        },
        markers: [],
      };
      byArea.set(row.area_id, area);
    }
    area.markers.push({ resource_id: row.resource_id, label: row.label, x: Number(row.x), y: Number(row.y), state: row.state });
  }
  return [...byArea.values()];
}
