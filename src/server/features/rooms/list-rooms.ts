import { ALL_LOCATIONS, type RoomsQuery, type RoomsResponse } from '../../../contract/rooms';
import { dayInterval, minutesInterval } from '../../../domain/time/interval';
import { minutesOfDay } from '../../../domain/time/local-day';
import type { Queryable } from '../../db/client';
import { invalid, type FieldErrors } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { listedRooms } from './repository';

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

/**
 * The rooms of one location that fit the filters — the asked location, else the reader's default — or of every
 * location with `location_id=all`; with a day their busy times, with a range only the rooms free for all of it.
 * Filtering, the default location and each room's busy times come from one SQL statement; the busy times become
 * wall-clock minutes by arithmetic (`minutesOfDay`).
 */
export async function listRooms(q: Queryable, { auth, group }: RequestContext, query: RoomsQuery, today: string): Promise<RoomsResponse> {
  const problems = rangeProblems(query);
  if (Object.keys(problems).length > 0) throw invalid(problems);
  const { day } = query;
  const free =
    day && query.start_minute !== undefined && query.end_minute !== undefined
      ? minutesInterval(day, query.start_minute, query.end_minute, group.timeZone)
      : undefined;
  const listed = await listedRooms(q, auth.groupId, auth.userId, {
    location: query.location_id === ALL_LOCATIONS ? 'all' : (query.location_id ?? 'default'),
    people: query.people,
    equipment: (query.equipment ?? '')
      .split(',')
      .map((e) => e.trim())
      .filter((e) => e.length > 0),
    day: day ? { day, bounds: dayInterval(day, group.timeZone) } : undefined,
    free,
    today,
  });
  if (!listed.known) throw invalid({ location_id: [{ key: 'validation.resource_unknown' }] });
  const minute = day ? minutesOfDay(day, group.timeZone) : null;
  return {
    location: listed.location,
    rooms: listed.rooms.map((room) => ({
      ...room,
      busy: minute ? room.busy.map(([start, end, mine]) => ({ start_minute: minute(start), end_minute: minute(end), mine })) : [],
    })),
    equipment: listed.equipment.sort(),
    locations: listed.locations,
  };
}
