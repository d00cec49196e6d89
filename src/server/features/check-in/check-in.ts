import { and, eq, gt, isNull, lte } from 'drizzle-orm';
import type { Booking, Desk } from '../../../contract/bookings';
import { localDayOf, wallClock } from '../../../domain/time/local-day';
import type { Database } from '../../db/client';
import { bookings } from '../../db/schema';
import { AppError, conflict } from '../../http/errors';
import { isExclusionViolation, isUserOverlap } from '../../db/pg-errors';
import type { AuthContext, RequestContext } from '../../http/request-context';
import { presentBooking } from '../bookings/presenter';
import { activeBookingsOf, bookingTransaction, insertBooking, lockUserBookings } from '../bookings/repository';
import { presentDesk } from '../desks/presenter';
import { findResourceByUuid, type PlacedResource } from '../resources/repository';
import { requireCoveredDays } from '../bookings/subscription-cover';
import { groupSlots } from '../groups/repository';

/** Check-in opens this long before a booking starts. */
export const CHECK_IN_EARLY_MINUTES = 30;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function deskByUuid(database: Database, auth: AuthContext, uuid: string): Promise<PlacedResource> {
  const notFound = new AppError('not_found', 'errors.desk_not_found');
  if (!UUID.test(uuid)) throw notFound;
  const desk = await findResourceByUuid(database.db, auth.groupId, 'desk', uuid);
  if (!desk) throw notFound;
  return desk;
}

/** The caller's booking of this desk that is running now or starts within the check-in window. */
async function checkInCandidate(database: Database, auth: AuthContext, deskId: number, now: Date) {
  const opensBy = new Date(now.getTime() + CHECK_IN_EARLY_MINUTES * 60_000);
  const [row] = await database.db
    .select()
    .from(bookings)
    .where(
      and(
        activeBookingsOf(auth.groupId, auth.userId),
        eq(bookings.resourceId, deskId),
        lte(bookings.startAt, opensBy),
        gt(bookings.endAt, now),
      ),
    )
    .orderBy(bookings.startAt)
    .limit(1);
  return row ?? null;
}

export async function checkInView(
  database: Database,
  auth: AuthContext,
  uuid: string,
  now: Date,
): Promise<{ desk: Desk; booking: Booking | null }> {
  const desk = await deskByUuid(database, auth, uuid);
  const booking = await checkInCandidate(database, auth, desk.resource.id, now);
  return { desk: presentDesk(desk), booking: booking ? presentBooking(booking, desk) : null };
}

/**
 * Checks the caller in at the desk of a QR code. Without a booking there, a free desk is booked on the
 * spot until the end of the group's working day (walk-in) — the exclusion constraints still decide.
 */
export async function checkIn(
  database: Database,
  context: RequestContext,
  uuid: string,
  now: Date,
): Promise<{ booking: Booking; walk_in: boolean }> {
  const { auth, group } = context;
  const desk = await deskByUuid(database, auth, uuid);
  const booking = await checkInCandidate(database, auth, desk.resource.id, now);
  if (booking) {
    const [row] = await database.db
      .update(bookings)
      .set({ checkedInAt: booking.checkedInAt ?? now, status: 'booked' })
      .where(and(eq(bookings.groupId, auth.groupId), eq(bookings.id, booking.id), isNull(bookings.checkedInAt)))
      .returning();
    return { booking: presentBooking(row ?? booking, desk), walk_in: false };
  }
  const day = localDayOf(now, group.timeZone);
  await requireCoveredDays(database.db, context, [day]);
  const slots = await groupSlots(database.db, auth.groupId);
  const closingMinute = Math.max(18 * 60, ...slots.map((s) => s.endMinute));
  const end = wallClock(day, closingMinute, group.timeZone);
  if (end <= now) throw conflict('errors.checkin_closed');
  try {
    const row = await bookingTransaction(database.db, async (tx) => {
      await lockUserBookings(tx, auth.groupId, auth.userId);
      return insertBooking(tx, {
        groupId: auth.groupId,
        userId: auth.userId,
        resourceId: desk.resource.id,
        resourceKind: 'desk',
        day,
        slotId: null,
        startAt: now,
        endAt: end,
        status: 'booked',
        checkedInAt: now,
        source: 'walk_in',
      });
    });
    return { booking: presentBooking(row, desk), walk_in: true };
  } catch (error) {
    if (!isExclusionViolation(error)) throw error;
    throw conflict(isUserOverlap(error) ? 'errors.user_busy' : 'errors.desk_taken');
  }
}
