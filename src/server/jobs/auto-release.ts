import { placeText } from '../features/resources/place';
import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { bookings } from '../db/schema';
import { findDesk } from '../features/desks/repository';
import { findGroup } from '../features/groups/repository';
import { notify } from '../features/messages/notify';
import { endWonRequest, promoteWaitlist } from '../features/lottery/promote-waitlist';

/**
 * Releases bookings nobody checked in to by start + the group's grace minutes, so the desk is free
 * again, and tells each user why. Runs in the ticker's locked transaction.
 */
export async function autoRelease(tx: Tx): Promise<number> {
  const released = await tx
    .update(bookings)
    .set({ status: 'released', endedAt: sql`now()` })
    .where(
      and(
        inArray(bookings.status, ['booked', 'reserved']),
        // Only desks are checked in to; rooms, bookables and parking spaces stay booked.
        eq(bookings.resourceKind, 'desk'),
        isNull(bookings.checkedInAt),
        gt(bookings.endAt, sql`now()`),
        sql`${bookings.startAt} + make_interval(mins => (SELECT g.checkin_grace_minutes FROM groups g WHERE g.id = ${bookings.groupId})) <= now()`,
      ),
    )
    .returning();
  for (const row of released) {
    if (row.source === 'lottery') await endWonRequest(tx, row.groupId, row.id, 'released');
    await promoteWaitlist(tx, row.groupId, row.day, row.resourceKind);
    const [desk, group] = [await findDesk(tx, row.groupId, row.resourceId), await findGroup(tx, row.groupId)];
    if (!desk || !group) continue;
    await notify(tx, { groupId: row.groupId, userId: row.userId }, 'DeskReleaseNotification', {
      desk: desk.resource.label,
      place: placeText(desk),
      time_zone: group.timeZone,
      intervals: [{ start: row.startAt.toISOString(), end: row.endAt.toISOString() }],
      deadline: new Date(row.startAt.getTime() + group.checkinGraceMinutes * 60_000).toISOString(),
    });
  }
  return released.length;
}
