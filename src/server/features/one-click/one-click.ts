import { placeText } from '../resources/place';
import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { Booking } from '../../../contract/bookings';
import { workingDayMinutes } from '../../../domain/desk-mode';
import { resolvedMinutesInterval } from '../../../domain/time/interval';
import { addDays, localDayOf } from '../../../domain/time/local-day';
import type { Database } from '../../db/client';
import { bookings } from '../../db/schema';
import { AppError, conflict } from '../../http/errors';
import { isExclusionViolation, isRetryable } from '../../db/pg-errors';
import type { AuthContext, RequestContext } from '../../http/request-context';
import { presentBooking } from '../bookings/presenter';
import { activeBookingsOf, bookingTransaction, insertBooking, lockUserBookings } from '../bookings/repository';

import { availableDesks, findDesk, ownDeskOf } from '../desks/repository';
import { type PlacedResource } from '../resources/repository';
import { groupSlots } from '../groups/repository';
import { assertDeskQuotaConflict } from '../bookings/desk-quota';
import { requireCoveredDays } from '../bookings/subscription-cover';
import { notify } from '../messages/notify';

const HISTORY_DAYS = 60;

/** The desk the user booked most often lately, and the location of the latest booking. */
async function habits(database: Database, auth: AuthContext, since: string) {
  const rows = await database.db
    .select({ resourceId: bookings.resourceId, n: sql<number>`count(*)::int`, last: sql<string>`max(${bookings.startAt})` })
    .from(bookings)
    .where(
      and(
        eq(bookings.groupId, auth.groupId),
        eq(bookings.userId, auth.userId),
        eq(bookings.resourceKind, 'desk'),
        gte(bookings.day, since),
      ),
    )
    .groupBy(bookings.resourceId)
    .orderBy(desc(sql`count(*)`), desc(sql`max(${bookings.startAt})`))
    .limit(3);
  return rows.map((r) => r.resourceId);
}

/** The list started at position `offset` (modulo its length), wrapping around. */
export function rotate<T>(list: readonly T[], offset: number): T[] {
  if (list.length === 0) return [];
  const start = offset % list.length;
  return [...list.slice(start), ...list.slice(0, start)];
}

/**
 * One click: the user's booking of the day if there is one; else the own desk, the usual desk, or the
 * best free desk (same location as usual first) for the group's working day. Candidates that lose a race
 * to the exclusion constraint are skipped.
 */
export async function oneClickBooking(
  database: Database,
  context: RequestContext,
  when: 'today' | 'tomorrow',
  now: Date,
): Promise<{ booking: Booking; created: boolean }> {
  const { auth, group } = context;
  const slots = await groupSlots(database.db, auth.groupId);
  const today = localDayOf(now, group.timeZone);
  const day = when === 'today' ? today : addDays(today, 1);
  const [startMinute, endMinute] = workingDayMinutes(slots.map((s) => ({ start_minute: s.startMinute, end_minute: s.endMinute })));
  const full = resolvedMinutesInterval(day, startMinute, endMinute, group.timeZone);
  const interval = { start: full.start < now ? now : full.start, end: full.end };
  if (interval.end <= now) throw conflict('errors.checkin_closed');

  const [existing] = await database.db
    .select()
    .from(bookings)
    .where(and(activeBookingsOf(auth.groupId, auth.userId), eq(bookings.day, day)))
    .limit(1);
  if (existing) {
    const desk = await findDesk(database.db, auth.groupId, existing.resourceId);
    if (desk) return { booking: presentBooking(existing, desk), created: false };
  }

  await requireCoveredDays(database.db, context, [day]);
  const free = await availableDesks(database.db, auth.groupId, day, interval, undefined);
  const freeById = new Map(free.map((d) => [d.resource.id, d]));
  const own = await ownDeskOf(database.db, auth.groupId, auth.userId);
  const usual = await habits(database, auth, addDays(today, -HISTORY_DAYS));
  const usualLocation = usual.map((id) => freeById.get(id)?.locationId).find((id) => id !== undefined);
  // Beyond the own and usual desks, each caller starts at another place in the list: many people pressing
  // one-click at once then reach for different desks instead of all racing for the first free one.
  const spread = (list: PlacedResource[]) => rotate(list, auth.userId);
  const ordered: PlacedResource[] = [
    ...(own && freeById.has(own.resource.id) ? [own] : []),
    ...usual.flatMap((id) => freeById.get(id) ?? []),
    ...spread(free.filter((d) => d.locationId === usualLocation)),
    ...spread(free),
  ];
  // Every free desk is a candidate: the caller gets one as long as one is free.
  const candidates = [...new Map(ordered.map((d) => [d.resource.id, d])).values()];

  for (const desk of candidates) {
    try {
      const row = await bookingTransaction(database.db, async (tx) => {
        await lockUserBookings(tx, auth.groupId, auth.userId);
        await assertDeskQuotaConflict(tx, group, auth.userId, day);
        const inserted = await insertBooking(tx, {
          groupId: auth.groupId,
          userId: auth.userId,
          resourceId: desk.resource.id,
          resourceKind: 'desk',
          day,
          startAt: interval.start,
          endAt: interval.end,
          status: 'booked',
          source: own?.resource.id === desk.resource.id ? 'owner' : 'one_click',
        });
        await notify(tx, auth, 'DeskReservationNotification', {
          desk: desk.resource.label,
          place: placeText(desk),
          time_zone: group.timeZone,
          intervals: [{ start: inserted.startAt.toISOString(), end: inserted.endAt.toISOString() }],
        });
        return inserted;
      });
      return { booking: presentBooking(row, desk), created: true };
    } catch (error) {
      // Taken meanwhile, or PostgreSQL broke a deadlock between candidates: try the next desk.
      if (!isExclusionViolation(error) && !isRetryable(error)) throw error;
    }
  }
  throw new AppError('conflict', 'errors.no_desk_free');
}
