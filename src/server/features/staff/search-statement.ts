import { sql, type SQL } from 'drizzle-orm';
import { STAFF_RESULTS_MAX } from '../../../contract/team';
import type { PresenceBooking } from '../../../domain/presence/presence';
import type { LocalDay } from '../../../domain/time/local-day';
import { queryRows, type Queryable } from '../../db/client';
import { areas, bookings, links, locations, resources, users } from '../../db/schema';
import type { AuthContext } from '../../http/request-context';
import type { LinkRow } from '../links/repository';
import { areaLocation, bookingResource, resourceArea } from '../team/place-joins';
import { placedOnDay } from '../team/repository';

/** Up to this many matches are sorted by name; beyond it, the name index is walked until the first ones turn up. */
export const SORTED_MATCHES_MAX = 2_000;

/** A desk or room booking of today that has not ended, as the statement's JSON gives it: instants as text. */
export type FoundBooking = Omit<PresenceBooking, 'start' | 'end'> & { start: string; end: string };

export interface FoundColleague {
  id: number;
  firstName: string;
  name: string;
  userGroup: string;
  hidden: boolean;
  /** Null when hidden: their bookings are not read. */
  today: FoundBooking[] | null;
  /** The caller's link with them, either way; null when there is none. */
  link: Pick<LinkRow, 'id' | 'status' | 'requesterId'> | null;
}

/**
 * The first colleagues by name that `where` matches, with today's bookings and the caller's link with each, in one
 * statement (on PGlite every statement costs a millisecond or two of its own, whatever it reads).
 *
 * How the first ones are found depends on how many match. Left to itself, the planner walks the name index until
 * enough have turned up, expecting them spread evenly over the alphabet. A last name's matches sit together, so for
 * "müller" that walk read half of a group of 12,000 for twenty rows. So the statement first takes up to 2,001 matches
 * in any order: through the trigram index when they are few, from a scan that stops early when they are many. If that
 * is all of them, they are sorted. Only when there are more is the name index walked, and then matches come soon.
 */
export function findColleagues(q: Queryable, auth: AuthContext, where: SQL, today: LocalDay, now: Date): Promise<FoundColleague[]> {
  return queryRows<FoundColleague>(
    q,
    sql`WITH found AS MATERIALIZED (
      SELECT ${users.id} AS id, ${users.firstName} AS "firstName", ${users.name} AS name, ${users.userGroup} AS "userGroup",
             ${users.presenceHidden} AS hidden, ${users.sortName} AS sort_name
      FROM ${users} WHERE ${where} LIMIT ${SORTED_MATCHES_MAX + 1}
    ), every_match_found AS (SELECT count(*) <= ${SORTED_MATCHES_MAX} AS yes FROM found),
    first_matches AS (
      (SELECT * FROM found WHERE (SELECT yes FROM every_match_found)
       ORDER BY sort_name COLLATE "C", id LIMIT ${STAFF_RESULTS_MAX})
      UNION ALL
      (SELECT ${users.id}, ${users.firstName}, ${users.name}, ${users.userGroup}, ${users.presenceHidden}, ${users.sortName}
       FROM ${users} WHERE ${where} AND NOT (SELECT yes FROM every_match_found)
       ORDER BY ${users.sortName} COLLATE "C", ${users.id} LIMIT ${STAFF_RESULTS_MAX})
    )
    SELECT m.id, m."firstName", m.name, m."userGroup", m.hidden,
      CASE WHEN NOT m.hidden THEN (
        SELECT coalesce(json_agg(json_build_object(
                 'kind', ${bookings.resourceKind}, 'start', ${bookings.startAt}, 'end', ${bookings.endAt},
                 'checkedIn', ${bookings.checkedInAt} IS NOT NULL, 'resource', ${resources.label}, 'area', ${areas.name},
                 'location', ${locations.name}) ORDER BY ${bookings.startAt}, ${resources.label}), '[]'::json)
        FROM ${bookings}
        JOIN ${resources} ON ${bookingResource} JOIN ${areas} ON ${resourceArea} JOIN ${locations} ON ${areaLocation}
        WHERE ${placedOnDay(auth.groupId, today)} AND ${bookings.userId} = m.id
          AND ${bookings.endAt} > ${now.toISOString()}::timestamptz
      ) END AS today,
      CASE WHEN ${links.id} IS NOT NULL
        THEN json_build_object('id', ${links.id}, 'status', ${links.status}, 'requesterId', ${links.requesterId}) END AS link
    FROM first_matches m
    LEFT JOIN ${links} ON ${links.groupId} = ${auth.groupId}
      AND least(${links.requesterId}, ${links.addresseeId}) = least(${auth.userId}::int, m.id)
      AND greatest(${links.requesterId}, ${links.addresseeId}) = greatest(${auth.userId}::int, m.id)
    ORDER BY m.sort_name COLLATE "C", m.id`,
  );
}
