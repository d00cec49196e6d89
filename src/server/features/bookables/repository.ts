import { and, asc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Interval } from '../../../domain/time/interval';
import { queryRows, type Queryable } from '../../db/client';
import { areas, bookingDecisions, bookings, locations, resourceApprovers, resources, users } from '../../db/schema';
import type { BookingRow } from '../bookings/repository';
import { placedResources, type PlacedResource } from '../resources/repository';

/** The resource kinds this capability books: generic bookables (parking spaces are booked by day, features/parking). */
export const BOOKABLE_KINDS = ['bookable'] as const;
/** Statuses a bookable's timeline shows: what holds it, and requests waiting on it. */
export const BUSY_STATUSES = ['reserved', 'booked', 'waiting'] as const;

const bookablesInService = (groupId: number) =>
  and(eq(resources.groupId, groupId), inArray(resources.kind, [...BOOKABLE_KINDS]), eq(resources.active, true));

/** The group's bookables in service, by location, category and label. */
export async function groupBookables(q: Queryable, groupId: number): Promise<PlacedResource[]> {
  return placedResources(q)
    .where(bookablesInService(groupId))
    .orderBy(asc(locations.name), asc(resources.category), asc(resources.label), asc(areas.name));
}

/** One bookable of the group in service, or null (another group's does not exist for the caller). */
export async function findBookable(q: Queryable, groupId: number, id: number): Promise<PlacedResource | null> {
  const rows = await placedResources(q)
    .where(and(bookablesInService(groupId), eq(resources.id, id)))
    .limit(1);
  return rows[0] ?? null;
}

/** Bookings and waiting requests on the resources that overlap the interval (a day, for the timeline). */
export async function busyBookings(q: Queryable, groupId: number, resourceIds: number[], within: Interval): Promise<BookingRow[]> {
  if (resourceIds.length === 0) return [];
  return q
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.groupId, groupId),
        inArray(bookings.resourceId, resourceIds),
        inArray(bookings.status, [...BUSY_STATUSES]),
        lt(bookings.startAt, within.end),
        gt(bookings.endAt, within.start),
      ),
    )
    .orderBy(asc(bookings.startAt), asc(bookings.id));
}

/** A booking or request of a bookable of the group, or null. */
export async function findBookableBooking(q: Queryable, groupId: number, id: number): Promise<BookingRow | null> {
  const rows = await q
    .select()
    .from(bookings)
    .where(and(eq(bookings.groupId, groupId), eq(bookings.id, id), inArray(bookings.resourceKind, [...BOOKABLE_KINDS])))
    .limit(1);
  return rows[0] ?? null;
}

export type DecisionRow = typeof bookingDecisions.$inferSelect;

export async function decisionsOf(q: Queryable, groupId: number, bookingIds: number[]): Promise<DecisionRow[]> {
  if (bookingIds.length === 0) return [];
  return q
    .select()
    .from(bookingDecisions)
    .where(and(eq(bookingDecisions.groupId, groupId), inArray(bookingDecisions.bookingId, bookingIds)));
}

/** Who decides the requests for a resource: its approvers, or the group's admins when it has none. */
export async function decidersOf(q: Queryable, groupId: number, resourceId: number): Promise<number[]> {
  const approvers = await approverIdsOf(q, groupId, resourceId);
  if (approvers.length > 0) return approvers;
  const admins = await q
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.groupId, groupId), eq(users.isAdmin, true)))
    .orderBy(asc(users.id));
  return admins.map((a) => a.id);
}

export async function approverIdsOf(q: Queryable, groupId: number, resourceId: number): Promise<number[]> {
  const rows = await q
    .select({ userId: resourceApprovers.userId })
    .from(resourceApprovers)
    .where(and(eq(resourceApprovers.groupId, groupId), eq(resourceApprovers.resourceId, resourceId)))
    .orderBy(asc(resourceApprovers.userId));
  return rows.map((r) => r.userId);
}

/** Whether the user approves any resource of the group (one indexed EXISTS). */
export async function approvesAnything(q: Queryable, groupId: number, userId: number): Promise<boolean> {
  const [row] = await queryRows<{ found: boolean }>(
    q,
    sql`SELECT EXISTS (SELECT 1 FROM resource_approvers WHERE group_id = ${groupId} AND user_id = ${userId}) AS found`,
  );
  return row?.found === true;
}
