import type { SeriesOccurrence } from '../../../contract/series';
import type { Occurrence } from '../../../domain/recurrence/occurrences';
import type { Tx } from '../../db/client';
import { conflict } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { assertDeskQuota } from '../bookings/desk-quota';
import { lockUserBookings } from '../bookings/repository';
import { lockResourceWrites } from '../resources/write-lock';
import { conflictsOf, intentsOf } from './outcomes';
import type { SeriesPlan } from './plan-series';
import {
  insertOccurrenceDetails,
  insertOccurrenceInvitations,
  insertOccurrenceRequests,
  insertOccurrences,
  type OccurrenceRows,
} from './write-occurrences';

export interface BookedOccurrences {
  occurrences: SeriesOccurrence[];
  /** The bookings written (booked or waiting), in time order. */
  bookingIds: number[];
}

const present = (o: Occurrence, outcome: SeriesOccurrence['outcome'], bookingId: number | null): SeriesOccurrence => ({
  day: o.day,
  start_at: o.start.toISOString(),
  end_at: o.end.toISOString(),
  outcome,
  booking_id: bookingId,
});

/**
 * Writes a series' occurrences in the caller's transaction, set-based: the resource's writes queue behind one
 * advisory lock, one INSERT … ON CONFLICT DO NOTHING books every free occurrence (the exclusion constraints
 * decide), one query says why the others were refused. A refusal without `confirm` — or nothing to write at
 * all — is a 409 that rolls everything back.
 */
export async function bookOccurrences(
  tx: Tx,
  ctx: RequestContext,
  plan: SeriesPlan,
  seriesId: number,
  occurrences: readonly Occurrence[],
  now: Date,
): Promise<BookedOccurrences> {
  const { auth } = ctx;
  const { resource } = plan.resource;
  await lockResourceWrites(tx, resource.id);
  if (resource.kind === 'desk' || resource.kind === 'parking') await lockUserBookings(tx, auth.groupId, auth.userId);

  const intents = await intentsOf(tx, ctx, { ...plan, occurrences: [...occurrences] }, now);
  const wanted = occurrences.filter((_, i) => intents[i] === 'book');
  const rows: OccurrenceRows = {
    groupId: auth.groupId,
    userId: auth.userId,
    seriesId,
    resourceId: resource.id,
    resourceKind: resource.kind,
    slotId: plan.slotId,
    status: plan.requestable ? 'waiting' : 'booked',
  };
  let booked: Map<string, number>;
  let refused: Map<string, 'taken' | 'user_busy'>;
  if (plan.requestable) {
    // Waiting requests hold nothing, so no constraint refuses them: the resource's holding bookings do (under its lock).
    refused = await conflictsOf(tx, ctx, plan, wanted);
    booked = await insertOccurrences(
      tx,
      rows,
      wanted.filter((o) => !refused.has(o.day)),
    );
  } else {
    booked = await insertOccurrences(tx, rows, wanted);
    refused = await conflictsOf(
      tx,
      ctx,
      plan,
      wanted.filter((o) => !booked.has(o.day)),
    );
  }
  const requestedDays = occurrences.filter((_, i) => intents[i] === 'requested').map((o) => o.day);
  await insertOccurrenceRequests(tx, rows, requestedDays);

  const result = occurrences.map((o, i) => {
    const intent = intents[i] ?? 'over';
    if (intent !== 'book') return present(o, intent, null);
    const id = booked.get(o.day);
    if (id !== undefined) return present(o, plan.requestable ? 'waiting' : 'booked', id);
    return present(o, refused.get(o.day) ?? 'taken', null);
  });
  const anyRefused = result.some((r) => r.outcome === 'taken' || r.outcome === 'user_busy');
  const anyWritten = booked.size > 0 || requestedDays.length > 0;
  if ((anyRefused && !plan.body.confirm) || !anyWritten) throw conflict('errors.series_conflicts');
  // The rows are written (in this transaction): the quota counts them and a refusal rolls them back.
  if (resource.kind === 'desk' && !plan.requestable) await assertDeskQuota(tx, ctx.group, auth.userId, [...booked.keys()]);

  const bookingIds = result.flatMap((r) => (r.booking_id === null ? [] : [r.booking_id]));
  if (plan.details) await insertOccurrenceDetails(tx, auth.groupId, bookingIds, plan.details);
  await insertOccurrenceInvitations(tx, auth.groupId, bookingIds, plan.inviteeIds);
  return { occurrences: result, bookingIds };
}
