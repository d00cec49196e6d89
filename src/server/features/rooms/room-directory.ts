import type { Room } from '../../../contract/rooms';
import type { Database } from '../../db/client';
import { executePrepared, type PreparedStatement } from '../../db/prepared';
import { keptByVersion } from '../resources/kept-by-version';
import { placesVersionSql } from '../resources/places-version';
import { ROOMS_IN_SERVICE } from './rooms-statement';

interface DirectoryRoom {
  room: Room;
  json: string;
}

/** A group's rooms in service, as GET rooms lists them, at one version of its places. */
export interface RoomDirectory {
  version: string;
  /** In the list's order (location, area, label). `json` is the room's JSON without its closing brace, for its busy times. */
  rooms: DirectoryRoom[];
  /** The rooms of each location, in the same order. */
  roomsByLocation: Map<number, DirectoryRoom[]>;
  /** JSON of the locations with rooms in service, by name. */
  locationsJson: string;
  /** JSON of the rooms' equipment, distinct, sorted as JavaScript sorts strings. */
  equipmentJson: string;
}

const directoryStatement = {
  name: 'deskfair_room_directory_v1',
  parameterTypes: ['int'] as const,
  text: `
SELECT ${placesVersionSql('$1')} AS version,
  (SELECT coalesce(json_agg(json_build_object(
        'id', r.id, 'label', r.label, 'capacity', coalesce(r.capacity, 1), 'layouts', r.layouts, 'equipment', r.equipment,
        'catering_offered', r.catering_offered, 'description', r.description,
        'location', json_build_object('id', l.id, 'name', l.name), 'area', json_build_object('id', a.id, 'name', a.name))
      ORDER BY l.name, a.name, r.label, r.id), '[]'::json)
    FROM resources r
    JOIN areas a ON a.group_id = r.group_id AND a.id = r.area_id
    JOIN locations l ON l.group_id = a.group_id AND l.id = a.location_id
    WHERE ${ROOMS_IN_SERVICE}) AS rooms,
  (SELECT coalesce(json_agg(json_build_object('id', l.id, 'name', l.name) ORDER BY l.name, l.id), '[]'::json)
    FROM locations l
    WHERE l.group_id = $1
      AND l.id IN (SELECT a.location_id FROM resources r JOIN areas a ON a.group_id = r.group_id AND a.id = r.area_id WHERE ${ROOMS_IN_SERVICE})
  ) AS locations`,
} satisfies PreparedStatement<readonly ['int']>;

const directories = keptByVersion<RoomDirectory>();

/** As JavaScript sorts strings: by UTF-16 code unit, whatever the database's collation. */
const byCodeUnit = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The group's room directory as this process last read it, at whichever version; none if it never did. */
export const keptRoomDirectory = (database: Database, groupId: number): RoomDirectory | undefined => directories.latest(database, groupId);

/** Reads the group's room directory at the current version of its places and keeps it. */
export async function loadRoomDirectory(database: Database, groupId: number): Promise<RoomDirectory> {
  const [row] = await executePrepared(database, directoryStatement, [groupId]);
  const rooms = (row?.rooms ?? []) as Room[];
  const locations = (row?.locations ?? []) as Room['location'][];
  const listed = rooms.map((room) => ({ room, json: JSON.stringify(room).slice(0, -1) }));
  const roomsByLocation = new Map<number, DirectoryRoom[]>();
  for (const entry of listed) {
    const ofLocation = roomsByLocation.get(entry.room.location.id);
    if (ofLocation) ofLocation.push(entry);
    else roomsByLocation.set(entry.room.location.id, [entry]);
  }
  const directory: RoomDirectory = {
    version: String(row?.version),
    rooms: listed,
    roomsByLocation,
    locationsJson: JSON.stringify(locations),
    equipmentJson: JSON.stringify([...new Set(rooms.flatMap((room) => room.equipment))].sort(byCodeUnit)),
  };
  directories.set(database, groupId, directory);
  return directory;
}
