import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { ACTIVE_BOOKING_STATUSES, bookings, resources } from '../../db/schema';
import { AppError } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { notify } from '../messages/notify';
import { placeText } from '../resources/place';
import { resourcesByIds } from '../resources/repository';

/**
 * Takes a desk out of service (or back). Future bookings of a removed desk are cancelled and their
 * holders told (DeskDeletedNotification), in the same transaction.
 */
export async function setDeskInService(database: Database, { auth, group }: RequestContext, deskId: number, active: boolean) {
  const desk = (await resourcesByIds(database.db, auth.groupId, [deskId])).get(deskId);
  if (!desk || desk.resource.kind !== 'desk') throw new AppError('not_found', 'errors.desk_not_found');
  await database.db.transaction(async (tx) => {
    await tx
      .update(resources)
      .set({ active })
      .where(and(eq(resources.groupId, auth.groupId), eq(resources.id, deskId)));
    if (active) return;
    const cancelled = await tx
      .update(bookings)
      .set({ status: 'cancelled', endedAt: sql`now()` })
      .where(
        and(
          eq(bookings.groupId, auth.groupId),
          eq(bookings.resourceId, deskId),
          inArray(bookings.status, [...ACTIVE_BOOKING_STATUSES]),
          sql`${bookings.endAt} > now()`,
        ),
      )
      .returning();
    for (const booking of cancelled) {
      await notify(tx, { groupId: auth.groupId, userId: booking.userId }, 'DeskDeletedNotification', {
        desk: desk.resource.label,
        place: placeText(desk),
        time_zone: group.timeZone,
        intervals: [{ start: booking.startAt.toISOString(), end: booking.endAt.toISOString() }],
      });
    }
  });
}
