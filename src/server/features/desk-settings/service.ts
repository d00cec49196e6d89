import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DeskSettings, UpdateDeskSettingsBody } from '../../../contract/desk-settings';
import type { Booking } from '../../../contract/bookings';
import type { Database } from '../../db/client';
import { ACTIVE_BOOKING_STATUSES, bookings, users } from '../../db/schema';
import { AppError, conflict, invalidField, unauthorized } from '../../http/errors';
import type { AuthContext, RequestContext } from '../../http/request-context';
import { absenceRangesOf } from '../absences/repository';
import { presentBooking } from '../bookings/presenter';
import { presentDesk } from '../desks/presenter';
import { ownDeskOf } from '../desks/repository';
import type { PlacedResource } from '../resources/repository';
import { groupSlots } from '../groups/repository';
import type { SessionUser } from '../users/repository';
import { promoteWaitlist } from '../lottery/promote-waitlist';
import { bookOwnerDay, syncOwnerCalendar, type CalendarChange, type Owner } from './owner-calendar';

export const ownerOf = (user: SessionUser, desk: PlacedResource): Owner => ({
  groupId: user.groupId,
  userId: user.id,
  deskId: desk.resource.id,
  mode: user.deskMode,
  weekdays: user.deskWeekdays,
});

export async function deskSettings(database: Database, { auth, user }: RequestContext): Promise<DeskSettings> {
  const desk = await ownDeskOf(database.db, auth.groupId, auth.userId);
  return { desk_mode: user.deskMode, weekdays: user.deskWeekdays, desk: desk ? presentDesk(desk) : null };
}

/** Saves the mode and regenerates the owner's future calendar in one transaction. */
export async function saveDeskSettings(
  database: Database,
  { auth, group }: RequestContext,
  body: UpdateDeskSettingsBody,
  now: Date,
): Promise<DeskSettings & CalendarChange> {
  const slots = await groupSlots(database.db, auth.groupId);
  const weekdays = [...new Set(body.weekdays)].sort();
  return database.db.transaction(async (tx) => {
    const [user] = await tx
      .update(users)
      .set({ deskMode: body.desk_mode, deskWeekdays: weekdays })
      .where(and(eq(users.groupId, auth.groupId), eq(users.id, auth.userId)))
      .returning();
    if (!user) throw unauthorized();
    const desk = await ownDeskOf(tx, auth.groupId, auth.userId);
    const change = desk
      ? await syncOwnerCalendar(tx, ownerOf(user, desk), group, slots, { resetReleased: true, now })
      : { reclaimed: [], released: [], unavailable: [] };
    return { desk_mode: user.deskMode, weekdays: user.deskWeekdays, desk: desk ? presentDesk(desk) : null, ...change };
  });
}

const noOwnDesk = () => new AppError('not_found', 'errors.no_own_desk');

/** Gives one day of the own desk to the pool; others can book it at once. */
export async function releaseOwnDay(database: Database, auth: AuthContext, day: string): Promise<void> {
  const desk = await ownDeskOf(database.db, auth.groupId, auth.userId);
  if (!desk) throw noOwnDesk();
  const released = await database.db.transaction(async (tx) => {
    const rows = await tx
      .update(bookings)
      .set({ status: 'released', endedAt: sql`now()` })
      .where(
        and(
          eq(bookings.groupId, auth.groupId),
          eq(bookings.userId, auth.userId),
          eq(bookings.resourceId, desk.resource.id),
          eq(bookings.day, day),
          eq(bookings.source, 'owner'),
          inArray(bookings.status, [...ACTIVE_BOOKING_STATUSES]),
          sql`${bookings.endAt} > now()`,
        ),
      )
      .returning({ id: bookings.id });
    if (rows.length > 0) await promoteWaitlist(tx, auth.groupId, day);
    return rows;
  });
  if (released.length === 0) throw new AppError('not_found', 'errors.booking_not_found');
}

/**
 * Takes a released day back, if nobody booked the desk meanwhile. A day of an absence stays shared: the absence says
 * so (and the owner calendar would share it again), so the owner changes the absence instead.
 */
export async function reclaimOwnDay(database: Database, { auth, user, group }: RequestContext, day: string, now: Date): Promise<Booking> {
  const [desk, slots] = await Promise.all([ownDeskOf(database.db, auth.groupId, auth.userId), groupSlots(database.db, auth.groupId)]);
  if (!desk) throw noOwnDesk();
  if ((await absenceRangesOf(database.db, auth.groupId, auth.userId, day, day)).length > 0)
    throw invalidField('day', 'validation.day_absent');
  const row = await database.db.transaction((tx) => bookOwnerDay(tx, ownerOf(user, desk), day, group, slots, now));
  if (!row) throw conflict('errors.desk_taken');
  return presentBooking(row, desk);
}
