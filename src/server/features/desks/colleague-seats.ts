import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { ColleagueSeat } from '../../../contract/bookings';
import type { Interval } from '../../../domain/time/interval';
import type { LocalDay } from '../../../domain/time/local-day';
import type { Queryable } from '../../db/client';
import { overlaps } from '../../db/overlap';
import { ACTIVE_BOOKING_STATUSES, bookings, links, resources, users } from '../../db/schema';
import type { AuthContext } from '../../http/request-context';

/**
 * Desks that the caller's team (accepted links either way, colleagues who do not hide their presence) holds in
 * the interval of a day, in one query: where to sit near them.
 */
export async function colleagueSeats(q: Queryable, auth: AuthContext, day: LocalDay, interval: Interval): Promise<ColleagueSeat[]> {
  const rows = await q
    .select({
      deskId: resources.id,
      desk: resources.label,
      areaId: resources.areaId,
      colleagueId: users.id,
      firstName: users.firstName,
      name: users.name,
    })
    .from(bookings)
    .innerJoin(
      links,
      and(
        eq(links.groupId, bookings.groupId),
        eq(links.status, 'accepted'),
        or(
          and(eq(links.requesterId, auth.userId), eq(links.addresseeId, bookings.userId)),
          and(eq(links.addresseeId, auth.userId), eq(links.requesterId, bookings.userId)),
        ),
      ),
    )
    .innerJoin(users, and(eq(users.groupId, bookings.groupId), eq(users.id, bookings.userId), eq(users.presenceHidden, false)))
    .innerJoin(resources, and(eq(resources.groupId, bookings.groupId), eq(resources.id, bookings.resourceId)))
    .where(
      and(
        eq(bookings.groupId, auth.groupId),
        eq(bookings.day, day),
        eq(bookings.resourceKind, 'desk'),
        inArray(bookings.status, [...ACTIVE_BOOKING_STATUSES]),
        overlaps(bookings.startAt, bookings.endAt, interval),
      ),
    )
    .orderBy(asc(resources.label), asc(users.name), sql`${bookings.startAt}`);
  return rows.map((r) => ({
    desk_id: r.deskId,
    desk: r.desk,
    area_id: r.areaId,
    colleague: { id: r.colleagueId, first_name: r.firstName, last_name: r.name },
  }));
}
