import type { OccupancyFigures, OccupancyLocation, OccupancyQuery, OccupancyResponse } from '../../../contract/occupancy';
import type { OccupancyRows } from './occupancy-report';

const FIGURES = ['bookings', 'check_ins', 'no_shows', 'auto_releases', 'requests'] as const;

const zero = (supply: number): OccupancyFigures => ({ supply, bookings: 0, check_ins: 0, no_shows: 0, auto_releases: 0, requests: 0 });

function add(into: OccupancyFigures, from: Omit<OccupancyFigures, 'supply'>): void {
  for (const key of FIGURES) into[key] += Number(from[key]);
}

/** The statement's rows as the contract's answer: totals and the per-location sums added. */
export function presentOccupancy(query: OccupancyQuery, rows: OccupancyRows): OccupancyResponse {
  const supply = Number(rows.supply);
  const totals = zero(supply);
  const days = rows.days.map((d) => {
    const day = { day: d.day, ...zero(Number(d.supply)) };
    add(day, d);
    add(totals, d);
    return day;
  });
  const areas = rows.areas.map((a) => {
    const area = {
      area_id: a.area_id,
      area_name: a.area_name,
      location_id: a.location_id,
      location_name: a.location_name,
      ...zero(Number(a.supply)),
    };
    add(area, a);
    return area;
  });
  const locations: OccupancyLocation[] = [];
  for (const area of areas) {
    let location = locations.find((l) => l.location_id === area.location_id);
    if (!location) {
      location = { location_id: area.location_id, location_name: area.location_name, ...zero(0) };
      locations.push(location);
    }
    location.supply += area.supply;
    add(location, area);
  }
  return {
    from: query.from,
    to: query.to,
    kind: query.kind,
    location_id: query.location_id ?? null,
    area_id: query.area_id ?? null,
    time_zone: rows.time_zone,
    days,
    totals,
    areas,
    locations,
    places: rows.places,
  };
}
