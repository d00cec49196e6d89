import { and, eq, sql } from 'drizzle-orm';
import { localDayOf } from '../../../domain/time/local-day';
import type { Database } from '../../db/client';
import { series } from '../../db/schema';
import type { RequestContext } from '../../http/request-context';
import { placeText } from '../resources/place';
import { resourcesByIds } from '../resources/repository';
import { endOccurrences } from './end-occurrences';
import { seriesNotFound } from './not-found';
import { lockOwnSeries, titlesOf } from './repository';
import { storedOccurrences } from './series-occurrences';
import { notifySeriesCancelled, notifySeriesInvitees } from './series-messages';

/**
 * Cancels a series from today on: every occurrence not yet ended is cancelled, lottery requests withdrawn, room
 * invitees get one calendar CANCEL for the series; past occurrences stay. Approvers are not told.
 */
export async function cancelSeries(database: Database, ctx: RequestContext, id: number, now: Date): Promise<void> {
  const { auth, group } = ctx;
  await database.db.transaction(async (tx) => {
    const row = await lockOwnSeries(tx, auth.groupId, auth.userId, id);
    if (!row) throw seriesNotFound();
    if (row.cancelledAt) return;
    const ended = await endOccurrences(tx, group, row.id, { endsAfter: now }, localDayOf(now, group.timeZone));
    const [updated] = await tx
      .update(series)
      .set({ cancelledAt: now, icsSequence: sql`${series.icsSequence} + 1` })
      .where(and(eq(series.groupId, auth.groupId), eq(series.id, row.id)))
      .returning();
    const placed = (await resourcesByIds(tx, auth.groupId, [row.resourceId])).get(row.resourceId);
    if (!updated || !placed) return;
    const title = (await titlesOf(tx, auth.groupId, [row.id])).get(row.id) ?? '';
    const [first] = ended.bookings;
    if (first && ended.inviteeIds.length > 0) {
      const calendar = {
        row: updated,
        occurrences: storedOccurrences(updated, group.timeZone),
        bookedDays: new Set<string>(),
        firstBookingId: first.id,
        title,
        description: '',
      };
      await notifySeriesInvitees(
        tx,
        ctx,
        { resource: placed },
        calendar,
        ended.inviteeIds,
        'RoomBookingCancelledNotification',
        'CANCEL',
        now,
      );
    }
    await notifySeriesCancelled(tx, ctx, { label: placed.resource.label, place: placeText(placed), title }, row, ended.bookings);
  });
}
