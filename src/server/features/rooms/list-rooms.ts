import type { RoomsQuery, RoomsResponse } from '../../../contract/rooms';
import { minutesInterval, overlaps } from '../../../domain/time/interval';
import type { Queryable } from '../../db/client';
import { invalid, type FieldErrors } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { presentBusy, presentRoom } from './presenter';
import { groupRooms, roomBookingsOfDay } from './repository';

/** A time range asks for a day and both bounds, the end after the start. */
function rangeProblems(query: RoomsQuery): FieldErrors {
  const { day, start_minute: start, end_minute: end } = query;
  if (start === undefined && end === undefined) return {};
  const fields: FieldErrors = {};
  if (day === undefined) fields.day = [{ key: 'validation.required' }];
  if (start === undefined) fields.start_minute = [{ key: 'validation.required' }];
  if (end === undefined) fields.end_minute = [{ key: 'validation.required' }];
  if (start !== undefined && end !== undefined && end <= start) fields.end_minute = [{ key: 'validation.end_after_start' }];
  return fields;
}

/** The group's rooms that fit the filters; with a day their busy times, with a range only the rooms free for all of it. */
export async function listRooms(q: Queryable, { auth, group }: RequestContext, query: RoomsQuery): Promise<RoomsResponse> {
  const problems = rangeProblems(query);
  if (Object.keys(problems).length > 0) throw invalid(problems);
  const all = await groupRooms(q, auth.groupId);
  const wanted = (query.equipment ?? '')
    .split(',')
    .map((e) => e.trim())
    .filter((e) => e.length > 0);
  const fitting = all.filter(
    ({ resource, locationId }) =>
      (query.location_id === undefined || locationId === query.location_id) &&
      (query.people === undefined || (resource.capacity ?? 0) >= query.people) &&
      wanted.every((e) => resource.equipment.includes(e)),
  );
  const { day } = query;
  const busyRows = day
    ? await roomBookingsOfDay(
        q,
        auth.groupId,
        day,
        fitting.map((r) => r.resource.id),
      )
    : [];
  const range =
    day && query.start_minute !== undefined && query.end_minute !== undefined
      ? minutesInterval(day, query.start_minute, query.end_minute, group.timeZone)
      : null;
  const rooms = fitting.flatMap((room) => {
    const rows = busyRows.filter((b) => b.resourceId === room.resource.id);
    if (range && rows.some((b) => overlaps(range, { start: b.startAt, end: b.endAt }))) return [];
    return [{ ...presentRoom(room), busy: day ? presentBusy(rows, day, group.timeZone, auth.userId) : [] }];
  });
  const locations = new Map(all.map((r) => [r.locationId, { id: r.locationId, name: r.locationName }]));
  return {
    rooms,
    equipment: [...new Set(all.flatMap((r) => r.resource.equipment))].sort(),
    locations: [...locations.values()],
  };
}
