import { ALL_LOCATIONS, type RoomsQuery } from '../../../contract/rooms';
import { dayInterval, minutesInterval, type Interval } from '../../../domain/time/interval';
import { minutesOfDay } from '../../../domain/time/local-day';
import type { Database } from '../../db/client';
import { executePrepared } from '../../db/prepared';
import { invalid, type FieldErrors } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { keptRoomDirectory, loadRoomDirectory, type RoomDirectory } from './room-directory';
import { defaultRoomLocationStatement, roomsDayStatement } from './rooms-statement';

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

/** The equipment every listed room must have, from the comma-separated filter. */
const equipmentFilter = (equipment: string | undefined): string[] =>
  (equipment ?? '')
    .split(',')
    .map((e) => e.trim())
    .filter((e) => e.length > 0);

/** Reads of the directory and the day's bookings before an answer goes out with the latest (places changing meanwhile). */
const DIRECTORY_ATTEMPTS = 3;

/** The reader's default location (none: the group has no rooms in service). */
async function defaultLocation(database: Database, auth: RequestContext['auth'], today: string): Promise<number | null> {
  const [row] = await executePrepared(database, defaultRoomLocationStatement, [auth.groupId, auth.userId, today]);
  return row?.location_id === null || row?.location_id === undefined ? null : Number(row.location_id);
}

/** Numbers `roomsDayStatement` gives for each booking: room, start and end in epoch seconds, 1 when the reader's. */
const PER_BOOKING = 4;
const MS_PER_SECOND = 1000;

interface BusyTimes {
  busy: Map<number, string>;
  taken: Set<number>;
}

/**
 * Each room's busy times of the day as the JSON of its `busy` array's entries (wall-clock minutes by `minutesOfDay`),
 * and the rooms taken during the asked range.
 */
function busyOf(bookings: string | null, day: string, timeZone: string, free: Interval | undefined): BusyTimes {
  const busy = new Map<number, string>();
  const taken = new Set<number>();
  if (!bookings) return { busy, taken };
  const held = JSON.parse(`[${bookings}]`) as number[];
  const minute = minutesOfDay(day, timeZone);
  for (let i = 0; i + PER_BOOKING <= held.length; i += PER_BOOKING) {
    const room = held[i] ?? 0;
    const [start, end] = [(held[i + 1] ?? 0) * MS_PER_SECOND, (held[i + 2] ?? 0) * MS_PER_SECOND];
    const entry = `{"start_minute":${minute(start)},"end_minute":${minute(end)},"mine":${held[i + 3] === 1}}`;
    const before = busy.get(room);
    busy.set(room, before === undefined ? entry : `${before},${entry}`);
    if (free && start < free.end.getTime() && end > free.start.getTime()) taken.add(room);
  }
  return { busy, taken };
}

interface Listing {
  /** The listed location's id; null: every location (`all`) or none (the group has no rooms). */
  locationId: number | null;
  all: boolean;
  people: number | undefined;
  equipment: string[];
}

const listedRooms = (directory: RoomDirectory, listing: Listing) =>
  listing.all ? directory.rooms : listing.locationId === null ? [] : (directory.roomsByLocation.get(listing.locationId) ?? []);

/** The directory's rooms that fit, in its order, each with its busy times: the JSON of the answer's `rooms`. */
function roomsJson(directory: RoomDirectory, listing: Listing, busyTimes: BusyTimes): string {
  const { busy, taken } = busyTimes;
  const parts: string[] = [];
  for (const { room, json } of listedRooms(directory, listing)) {
    if (listing.people !== undefined && room.capacity < listing.people) continue;
    if (!listing.equipment.every((e) => room.equipment.includes(e)) || taken.has(room.id)) continue;
    parts.push(`${json},"busy":[${busy.get(room.id) ?? ''}]}`);
  }
  return parts.join(',');
}

/**
 * GET rooms' answer as JSON text: the rooms of one location that fit the filters — the asked location, else the
 * reader's default — or of every location with `location_id=all`; with a day their busy times, with a range only the
 * rooms free for all of it. The rooms, their places and their JSON come from the group's room directory, kept in memory
 * while its places are unchanged; one round trip reads the day's bookings of the listed rooms and checks that the
 * directory is current (`roomsDayStatement`), one before it the reader's default location when none is asked.
 */
export async function listRooms(database: Database, { auth, group }: RequestContext, query: RoomsQuery, today: string): Promise<string> {
  const problems = rangeProblems(query);
  if (Object.keys(problems).length > 0) throw invalid(problems);
  const { day, location_id: location } = query;
  const bounds = day ? dayInterval(day, group.timeZone) : undefined;
  const free =
    day && query.start_minute !== undefined && query.end_minute !== undefined
      ? minutesInterval(day, query.start_minute, query.end_minute, group.timeZone)
      : undefined;
  const all = location === ALL_LOCATIONS;
  const listing: Listing = {
    locationId: all ? null : typeof location === 'number' ? location : await defaultLocation(database, auth, today),
    all,
    people: query.people,
    equipment: equipmentFilter(query.equipment),
  };
  let directory = keptRoomDirectory(database, auth.groupId) ?? (await loadRoomDirectory(database, auth.groupId));
  const dayArguments = [day ?? null, bounds?.start ?? null, bounds?.end ?? null] as const;
  for (let attempt = 1; ; attempt++) {
    const ids = listedRooms(directory, listing).map(({ room }) => room.id);
    const [row] = await executePrepared(database, roomsDayStatement, [auth.groupId, auth.userId, ...dayArguments, ids, listing.locationId]);
    if (!row) throw new Error('rooms statement returned no row');
    if (row.known !== true) throw invalid({ location_id: [{ key: 'validation.resource_unknown' }] });
    // The group's places changed since the directory was read: read it again, and the day's bookings of its rooms.
    if (String(row.version) !== directory.version && attempt < DIRECTORY_ATTEMPTS) {
      directory = await loadRoomDirectory(database, auth.groupId);
      continue;
    }
    const bookings = day && row.bookings !== null ? String(row.bookings) : null;
    const rooms = roomsJson(directory, listing, busyOf(bookings, day ?? '', group.timeZone, free));
    const listed = JSON.stringify(row.location ?? null);
    return `{"location":${listed},"rooms":[${rooms}],"equipment":${directory.equipmentJson},"locations":${directory.locationsJson}}`;
  }
}
