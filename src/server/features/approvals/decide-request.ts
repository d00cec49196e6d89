import { and, asc, eq } from 'drizzle-orm';
import type { DecisionResponse } from '../../../contract/bookables';
import type { Database, Tx } from '../../db/client';
import { isExclusionViolation } from '../../db/pg-errors';
import type { DECISION_OUTCOMES } from '../../db/schema';
import { bookingDecisions, bookings } from '../../db/schema';
import { AppError, conflict } from '../../http/errors';
import { mayDecide } from '../../http/policies';
import type { RequestContext } from '../../http/request-context';
import { lockUserBookings, type BookingRow } from '../bookings/repository';
import { overlapConflict } from '../bookables/create-bookable-booking';
import { notifyRequester } from '../bookables/notifications';
import { presentBookableBookings } from '../bookables/presenter';
import { approverIdsOf, findBookableBooking } from '../bookables/repository';
import { lockResourceWrites } from '../resources/write-lock';

export type Outcome = (typeof DECISION_OUTCOMES)[number];

export const requestNotFound = () => new AppError('not_found', 'errors.request_not_found');

/** The waiting requests a decision covers, locked: the one asked about, or every still-waiting occurrence of its series. */
async function lockTargets(tx: Tx, request: BookingRow, series: boolean): Promise<BookingRow[]> {
  const scope = series && request.seriesId !== null ? eq(bookings.seriesId, request.seriesId) : eq(bookings.id, request.id);
  return tx
    .select()
    .from(bookings)
    .where(and(eq(bookings.groupId, request.groupId), scope, eq(bookings.status, 'waiting')))
    .orderBy(asc(bookings.startAt), asc(bookings.id))
    .for('update');
}

/** Sets one request's status and records the decision; approving, the exclusion constraint may refuse it (23P01). */
async function decide(
  tx: Tx,
  row: BookingRow,
  outcome: Outcome,
  reason: string,
  decider: { userId: number; now: Date },
): Promise<BookingRow> {
  const [updated] = await tx
    .update(bookings)
    .set({ status: outcome === 'approved' ? 'booked' : 'rejected' })
    .where(and(eq(bookings.groupId, row.groupId), eq(bookings.id, row.id)))
    .returning();
  if (!updated) throw requestNotFound();
  await tx
    .insert(bookingDecisions)
    .values({ groupId: row.groupId, bookingId: row.id, outcome, reason, decidedBy: decider.userId, decidedAt: decider.now });
  return updated;
}

/**
 * Approves or rejects a waiting request (with `series`, every still-waiting occurrence of its series), in one
 * transaction queued behind the resource's other writes. A single approval the constraint refuses is a 409 and
 * changes nothing; in a series, each occurrence is tried in its own savepoint and those refused stay waiting.
 * The requester hears of what was decided in one message.
 */
export async function decideRequest(
  database: Database,
  { auth, user, group }: RequestContext,
  requestId: number,
  decision: { outcome: Outcome; reason: string; series: boolean },
  now: Date,
): Promise<DecisionResponse> {
  return database.db.transaction(async (tx) => {
    const request = await findBookableBooking(tx, auth.groupId, requestId);
    if (!request) throw requestNotFound();
    if (!mayDecide(user, await approverIdsOf(tx, auth.groupId, request.resourceId))) {
      throw new AppError('forbidden', 'errors.not_approver');
    }
    await lockResourceWrites(tx, request.resourceId);
    if (decision.outcome === 'approved' && request.resourceKind === 'parking') await lockUserBookings(tx, auth.groupId, request.userId);
    // A request that is no occurrence of a series is decided alone, `series` or not.
    const asSeries = decision.series && request.seriesId !== null;
    const targets = await lockTargets(tx, request, asSeries);
    if (!targets.some((t) => t.id === request.id)) throw conflict('errors.already_decided');
    const decider = { userId: auth.userId, now };
    const decided: BookingRow[] = [];
    const conflicts: BookingRow[] = [];
    for (const target of targets) {
      if (decision.outcome === 'rejected') decided.push(await decide(tx, target, 'rejected', decision.reason, decider));
      else if (!asSeries) {
        decided.push(
          await decide(tx, target, 'approved', '', decider).catch((error: unknown) => {
            throw isExclusionViolation(error) ? overlapConflict(error) : error;
          }),
        );
      } else {
        try {
          decided.push(await tx.transaction((savepoint) => decide(savepoint, target, 'approved', '', decider)));
        } catch (error) {
          if (!isExclusionViolation(error)) throw error;
          conflicts.push(target);
        }
      }
    }
    if (decided.length > 0) {
      const type = decision.outcome === 'approved' ? 'BookableApprovedNotification' : 'BookableRejectedNotification';
      await notifyRequester(tx, group.timeZone, decided, type, decision.outcome === 'rejected' ? decision.reason : undefined);
    }
    const reader = { userId: auth.userId, now };
    return {
      decided: await presentBookableBookings(tx, auth.groupId, decided, reader),
      conflicts: await presentBookableBookings(tx, auth.groupId, conflicts, reader),
    };
  });
}
