import { placeText } from '../features/resources/place';
import { and, asc, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Database, Tx } from '../db/client';
import { runExclusively } from './ticker';
import { bookings } from '../db/schema';
import { findDesk } from '../features/desks/repository';
import { findGroup } from '../features/groups/repository';
import { notify } from '../features/messages/notify';
import { endWonRequest, promoteWaitlist } from '../features/lottery/promote-waitlist';

/** Bookings released per transaction: a short one, so that on PGlite's single connection requests get their turn between. */
export const AUTO_RELEASE_BATCH = 100;

/**
 * Releases bookings nobody checked in to by start + the group's grace minutes (at most `limit`, oldest first), so the
 * desk is free again, and tells each user why. Runs in the ticker's locked transaction; answers how many it released.
 */
export async function autoRelease(tx: Tx, limit = AUTO_RELEASE_BATCH): Promise<number> {
  const due = tx
    .select({ groupId: bookings.groupId, id: bookings.id })
    .from(bookings)
    .where(
      and(
        inArray(bookings.status, ['booked', 'reserved']),
        // Only desks are checked in to; rooms, bookables and parking spaces stay booked.
        eq(bookings.resourceKind, 'desk'),
        isNull(bookings.checkedInAt),
        gt(bookings.endAt, sql`now()`),
        // Bounds for bookings_unchecked_idx: a running desk booking started at most 25 hours ago (a table constraint).
        gt(bookings.startAt, sql`now() - interval '25 hours'`),
        lte(bookings.startAt, sql`now()`),
        sql`${bookings.startAt} + make_interval(mins => (SELECT g.checkin_grace_minutes FROM groups g WHERE g.id = ${bookings.groupId})) <= now()`,
      ),
    )
    .orderBy(asc(bookings.startAt), asc(bookings.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  const released = await tx
    .update(bookings)
    .set({ status: 'released', endedAt: sql`now()` })
    .where(sql`(${bookings.groupId}, ${bookings.id}) IN (${due})`)
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

/**
 * Releases every due booking, a batch per locked transaction (`runExclusively`: one process at a time), until a batch
 * is not full.
 */
export async function autoReleaseInBatches(database: Database, lockKey: number): Promise<void> {
  for (;;) {
    let released = 0;
    const ran = await runExclusively(database, {
      name: 'auto-release',
      lockKey,
      run: async (tx) => {
        released = await autoRelease(tx);
      },
    });
    if (!ran || released < AUTO_RELEASE_BATCH) return;
  }
}
