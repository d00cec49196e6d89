import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { LocalDay } from '../../../domain/time/local-day';
import type { Queryable } from '../../db/client';
import { ACTIVE_BOOKING_STATUSES, areas, bookings, links, locations, resources, users } from '../../db/schema';
import type { AuthContext } from '../../http/request-context';
import { byColleagueName, colleagueColumns } from './colleague';
import { areaLocation, bookingPlace, bookingResource, resourceArea } from './place-joins';

/** The caller's team: active colleagues with an accepted link either way, by name. */
export async function teamOf(q: Queryable, auth: AuthContext) {
  return q
    .select(colleagueColumns)
    .from(links)
    .innerJoin(
      users,
      and(
        eq(users.groupId, links.groupId),
        sql`${users.id} = CASE WHEN ${links.requesterId} = ${auth.userId} THEN ${links.addresseeId} ELSE ${links.requesterId} END`,
      ),
    )
    .where(
      and(
        eq(links.groupId, auth.groupId),
        eq(links.status, 'accepted'),
        or(eq(links.requesterId, auth.userId), eq(links.addresseeId, auth.userId)),
        isNull(users.deactivatedAt),
      ),
    )
    .orderBy(...byColleagueName);
}

/** A group's desk and room bookings that hold their resource on a local day: where its people are that day. */
export const placedOnDay = (groupId: number, day: LocalDay) =>
  and(
    eq(bookings.groupId, groupId),
    eq(bookings.day, day),
    inArray(bookings.resourceKind, ['desk', 'room']),
    inArray(bookings.status, [...ACTIVE_BOOKING_STATUSES]),
  );

/** Desk and room bookings that hold their resource on a local day (every booking lies within its day), with places. */
export async function bookingsOnDay(q: Queryable, groupId: number, userIds: number[], day: LocalDay) {
  if (userIds.length === 0) return [];
  return q
    .select({
      userId: bookings.userId,
      kind: bookings.resourceKind,
      start: bookings.startAt,
      end: bookings.endAt,
      checkedInAt: bookings.checkedInAt,
      ...bookingPlace,
    })
    .from(bookings)
    .innerJoin(resources, bookingResource)
    .innerJoin(areas, resourceArea)
    .innerJoin(locations, areaLocation)
    .where(and(placedOnDay(groupId, day), inArray(bookings.userId, userIds)))
    .orderBy(asc(bookings.startAt), asc(resources.label));
}
