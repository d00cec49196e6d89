import type { ColleagueSeat, Desk } from '../../../contract/bookings';
import type { Interval } from '../../../domain/time/interval';
import type { Database } from '../../db/client';
import { executePrepared, type PreparedStatement } from '../../db/prepared';
import { ACTIVE_BOOKING_STATUSES, HOLDING_BOOKING_STATUSES } from '../../db/schema';
import { keptByVersion } from '../resources/kept-by-version';
import { placesVersionSql } from '../resources/places-version';

/** A group's desks in service, as the API lists them (by location, area and label), at one version of its places. */
interface Directory {
  version: string;
  /** Each desk with its JSON as UTF-8 bytes, written once per version: a day's answer copies the free ones together. */
  desks: Array<{ desk: Desk; json: Buffer }>;
}

const directoryStatement = {
  name: 'deskfair_desk_directory_v1',
  parameterTypes: ['int'] as const,
  text: `
SELECT ${placesVersionSql('$1')} AS version,
  coalesce(json_agg(json_build_object('id', r.id, 'label', r.label, 'uuid', r.uuid, 'equipment', r.equipment,
      'area', json_build_object('id', a.id, 'name', a.name), 'location', json_build_object('id', l.id, 'name', l.name))
    ORDER BY l.name, a.name, r.label), '[]'::json) AS desks
FROM resources r
JOIN areas a ON a.group_id = r.group_id AND a.id = r.area_id
JOIN locations l ON l.group_id = a.group_id AND l.id = a.location_id
WHERE r.group_id = $1 AND r.kind = 'desk' AND r.active`,
} satisfies PreparedStatement<readonly ['int']>;

const list = (values: readonly string[]) => values.map((value) => `'${value}'`).join(', ');
/**
 * The row's [start, end) overlaps [$3, $4): what the exclusion constraints' tstzrange && says for the non-empty ranges
 * bookings are, written on the columns so that the planner takes the day's rows (btree) rather than scanning the
 * constraint's GiST index for the whole group.
 */
const overlapsInterval = (b: string) => `${b}.start_at < $4 AND ${b}.end_at > $3`;

/**
 * In one statement: the version of the group's places; the resources that a reserved, booked or offered row holds in
 * part of the interval (every booking lies within its local day, so the day's rows are the only candidates); and the
 * desks the caller's team (accepted links either way, colleagues who do not hide their presence) holds then.
 */
export const deskDayStatement = {
  name: 'deskfair_desk_day_v2',
  parameterTypes: ['int', 'date', 'timestamptz', 'timestamptz', 'int'] as const,
  text: `
SELECT ${placesVersionSql('$1')} AS version,
  (SELECT coalesce(json_agg(b.resource_id), '[]'::json) FROM bookings b
    WHERE b.group_id = $1 AND b.day = $2 AND b.status IN (${list(HOLDING_BOOKING_STATUSES)}) AND ${overlapsInterval('b')}) AS busy,
  (SELECT coalesce(json_agg(json_build_object('desk_id', r.id, 'desk', r.label, 'area_id', r.area_id,
        'colleague', json_build_object('id', u.id, 'first_name', u.first_name, 'last_name', u.name))
      ORDER BY r.label, u.name, b.start_at), '[]'::json)
    FROM links k
    JOIN users u ON u.group_id = k.group_id AND NOT u.presence_hidden
      AND u.id = CASE WHEN k.requester_id = $5 THEN k.addressee_id ELSE k.requester_id END
    JOIN bookings b ON b.group_id = u.group_id AND b.user_id = u.id AND b.day = $2 AND b.resource_kind = 'desk'
      AND b.status IN (${list(ACTIVE_BOOKING_STATUSES)}) AND ${overlapsInterval('b')}
    JOIN resources r ON r.group_id = b.group_id AND r.id = b.resource_id
    WHERE k.group_id = $1 AND k.status = 'accepted' AND (k.requester_id = $5 OR k.addressee_id = $5)) AS seats`,
} satisfies PreparedStatement<readonly ['int', 'date', 'timestamptz', 'timestamptz', 'int']>;

/** The directories of the groups asked lately; a group's is read again when its places' version moved. */
const directories = keptByVersion<Directory>();

async function loadDirectory(database: Database, groupId: number): Promise<Directory> {
  const [row] = await executePrepared(database, directoryStatement, [groupId]);
  const desks = ((row?.desks ?? []) as Desk[]).map((desk) => ({ desk, json: Buffer.from(JSON.stringify(desk)) }));
  const directory = { version: String(row?.version), desks };
  directories.set(database, groupId, directory);
  return directory;
}

const ANSWER_START = Buffer.from('{"desks":[');
const COMMA = Buffer.from(',');

/**
 * Desks in service that nothing holds in the interval of a day, in the API's order (of one location, if given), and
 * where the caller's team sits then — the answer of `GET desks/available` as its JSON bytes: one round trip for the
 * day's bookings. The desks, their places and their JSON come from memory while the group's places are unchanged: a
 * day with a thousand free desks costs no thousand rows built by the database, nor a thousand objects serialized
 * again, nor a long string joined and then encoded (the free desks' bytes are copied into one buffer).
 */
export async function deskDayJson(
  database: Database,
  caller: { groupId: number; userId: number },
  day: string,
  interval: Interval,
  locationId: number | undefined,
): Promise<Buffer> {
  const { groupId, userId } = caller;
  const [row] = await executePrepared(database, deskDayStatement, [groupId, day, interval.start, interval.end, userId]);
  const directory = directories.get(database, groupId, String(row?.version)) ?? (await loadDirectory(database, groupId));
  const busy = new Set(row?.busy as number[]);
  const parts: Buffer[] = [ANSWER_START];
  for (const { desk, json } of directory.desks) {
    if (busy.has(desk.id) || (locationId !== undefined && desk.location.id !== locationId)) continue;
    if (parts.length > 1) parts.push(COMMA);
    parts.push(json);
  }
  const seats: ColleagueSeat[] = (row?.seats ?? []) as ColleagueSeat[];
  parts.push(Buffer.from(`],"colleague_seats":${JSON.stringify(seats)}}`));
  return Buffer.concat(parts);
}
