import type { SeriesBody, SeriesWriteResponse } from '../../../contract/series';
import type { Database } from '../../db/client';
import type { RequestContext } from '../../http/request-context';
import { bookingTransaction } from '../bookings/repository';
import { bookOccurrences } from './book-occurrences';
import { planSeries, seriesColumns } from './plan-series';
import { presentSeries } from './presenter';
import { insertSeries } from './repository';
import { requireCoveredDays } from '../bookings/subscription-cover';
import { notifySeriesApprovers, notifySeriesBooked, notifySeriesInvitees } from './series-messages';

/** Stores a series and books its occurrences in one transaction; the answer says per occurrence what happened. */
export async function createSeries(database: Database, ctx: RequestContext, body: SeriesBody, now: Date): Promise<SeriesWriteResponse> {
  const { auth, group } = ctx;
  const plan = await planSeries(database.db, ctx, body, now);
  // A desk series is all or nothing for subscriptions: every day still ahead needs a valid one.
  if (plan.resource.resource.kind === 'desk')
    await requireCoveredDays(
      database.db,
      ctx,
      plan.occurrences.filter((o) => o.end > now).map((o) => o.day),
    );
  return bookingTransaction(database.db, async (tx) => {
    const row = await insertSeries(tx, {
      groupId: auth.groupId,
      userId: auth.userId,
      ...seriesColumns(plan, body),
    });
    const { occurrences, bookingIds } = await bookOccurrences(tx, ctx, plan, row.id, plan.occurrences, now);
    await notifySeriesBooked(tx, ctx, plan, row, occurrences);
    const [firstBookingId] = bookingIds;
    if (plan.details && firstBookingId !== undefined) {
      const bookedDays = new Set(occurrences.filter((o) => o.booking_id !== null).map((o) => o.day));
      const calendar = { row, occurrences: plan.occurrences, bookedDays, firstBookingId, ...plan.details };
      await notifySeriesInvitees(tx, ctx, plan, calendar, plan.inviteeIds, 'RoomInvitationNotification', 'REQUEST', now);
    }
    await notifySeriesApprovers(tx, ctx, plan, occurrences);
    return { series: await presentSeries(tx, group, row, now), occurrences };
  });
}
