import { and, eq, sql } from 'drizzle-orm';
import type { SeriesBody, SeriesWriteResponse } from '../../../contract/series';
import { localDayOf } from '../../../domain/time/local-day';
import type { Database } from '../../db/client';
import { series } from '../../db/schema';
import { invalidField } from '../../http/errors';
import { findChangeableSeries } from './changeable-series';
import type { RequestContext } from '../../http/request-context';
import { bookingTransaction } from '../bookings/repository';
import { requireCoveredDays } from '../bookings/subscription-cover';
import { bookOccurrences } from './book-occurrences';
import { endOccurrences } from './end-occurrences';
import { seriesNotFound } from './not-found';
import { planSeries, seriesColumns } from './plan-series';
import { presentSeries } from './presenter';
import { lockOwnSeries } from './repository';
import { notifySeriesInvitees } from './series-messages';

/**
 * Changes a series from now on: its occurrences not yet started are cancelled and the new rule, resource, time
 * and details are booked from max(today, start day) in the same transaction (same confirm rule as creating).
 * A desk or parking series needs a valid subscription for every day it would book (403 otherwise, nothing changed).
 * Room invitees get one calendar update (SEQUENCE + 1); those no longer invited get a cancellation.
 */
export async function updateSeries(
  database: Database,
  ctx: RequestContext,
  id: number,
  body: SeriesBody,
  now: Date,
): Promise<SeriesWriteResponse> {
  const { auth, group } = ctx;
  await findChangeableSeries(database.db, ctx, id, body);
  const plan = await planSeries(database.db, ctx, body, now, true);
  const today = localDayOf(now, group.timeZone);
  const ahead = plan.occurrences.filter((o) => o.day >= today && o.start > now);
  if (ahead.length === 0) throw invalidField('start_day', 'validation.slot_over');
  // As when creating: a desk or parking series is all or nothing for subscriptions over the days it re-books.
  const kind = plan.resource.resource.kind;
  if (kind === 'desk' || kind === 'parking')
    await requireCoveredDays(
      database.db,
      ctx,
      ahead.map((o) => o.day),
    );

  return bookingTransaction(database.db, async (tx) => {
    const locked = await lockOwnSeries(tx, auth.groupId, auth.userId, id);
    if (!locked) throw seriesNotFound();
    const ended = await endOccurrences(tx, group, id, { startsAfter: now }, today);
    const [row] = await tx
      .update(series)
      .set({
        ...seriesColumns(plan, body),
        icsSequence: sql`${series.icsSequence} + 1`,
      })
      .where(and(eq(series.groupId, auth.groupId), eq(series.id, id)))
      .returning();
    if (!row) throw seriesNotFound();
    const { occurrences, bookingIds } = await bookOccurrences(tx, ctx, plan, id, ahead, now);
    const [firstBookingId] = bookingIds;
    if (plan.details && firstBookingId !== undefined) {
      const bookedDays = new Set(occurrences.filter((o) => o.booking_id !== null).map((o) => o.day));
      const calendar = { row, occurrences: plan.occurrences, bookedDays, firstBookingId, ...plan.details };
      const kept = new Set(plan.inviteeIds);
      const removed = ended.inviteeIds.filter((userId) => !kept.has(userId));
      const before = new Set(ended.inviteeIds);
      const stayed = plan.inviteeIds.filter((userId) => before.has(userId));
      const added = plan.inviteeIds.filter((userId) => !before.has(userId));
      await notifySeriesInvitees(tx, ctx, plan, calendar, stayed, 'RoomBookingUpdatedNotification', 'REQUEST', now);
      await notifySeriesInvitees(tx, ctx, plan, calendar, added, 'RoomInvitationNotification', 'REQUEST', now);
      await notifySeriesInvitees(tx, ctx, plan, calendar, removed, 'RoomInvitationRemovedNotification', 'CANCEL', now);
    }
    return { series: await presentSeries(tx, group, row, now), occurrences };
  });
}
