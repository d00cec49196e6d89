import { and, eq, inArray, sql } from 'drizzle-orm';
import type { CreateBookingResponse, EditBookingsBody } from '../../../contract/bookings';
import { minutesInterval } from '../../../domain/time/interval';
import type { Database } from '../../db/client';
import { bookings } from '../../db/schema';
import { AppError, conflict, invalidField } from '../../http/errors';
import { isExclusionViolation, isUserOverlap } from '../../db/pg-errors';
import type { RequestContext } from '../../http/request-context';
import { findDesk } from '../desks/repository';
import { promoteWaitlist } from '../lottery/promote-waitlist';
import { presentBooking } from './presenter';
import { resolveTimeChoice } from './time-choice';
import { activeBookingsOf, bookingTransaction, insertBooking, lockUserBookings } from './repository';

/**
 * Moves up to five own bookings to another slot, hours or desk on their own days. Each day is a
 * savepoint: the old booking ends and the new one is inserted, or — when the constraints refuse the
 * new one — the day keeps its old booking. The answer says per day what happened.
 */
export async function editBookings(
  database: Database,
  { auth, group }: RequestContext,
  body: EditBookingsBody,
  now: Date,
): Promise<CreateBookingResponse> {
  const ids = [...new Set(body.booking_ids)];
  const rows = await database.db
    .select()
    .from(bookings)
    .where(and(activeBookingsOf(auth.groupId, auth.userId), inArray(bookings.id, ids)));
  if (rows.length !== ids.length) throw new AppError('not_found', 'errors.booking_not_found');
  if (rows.some((r) => r.endAt <= now)) throw new AppError('validation', 'errors.booking_over_edit');

  // Neither a slot nor hours: each booking keeps its time (a move to another desk).
  const keepsTime = body.slot_id === undefined && (body.start_minute === undefined || body.end_minute === undefined);
  const { minutes, slotId } = keepsTime ? { minutes: null, slotId: null } : await resolveTimeChoice(database.db, auth.groupId, body);
  const newDesk = body.desk_id === undefined ? null : await findDesk(database.db, auth.groupId, body.desk_id);
  if (body.desk_id !== undefined && !newDesk) throw new AppError('not_found', 'errors.desk_not_found');

  const results = await database.db.transaction(async (tx) => {
    await lockUserBookings(tx, auth.groupId, auth.userId);
    const out: CreateBookingResponse['results'] = [];
    for (const row of [...rows].sort((a, b) => a.day.localeCompare(b.day))) {
      const desk = newDesk ?? (await findDesk(tx, auth.groupId, row.resourceId));
      if (!desk) throw new AppError('not_found', 'errors.desk_not_found');
      const interval = minutes ? minutesInterval(row.day, minutes[0], minutes[1], group.timeZone) : { start: row.startAt, end: row.endAt };
      if (interval.end <= now) throw invalidField('slot_id', 'validation.slot_over');
      try {
        const moved = await bookingTransaction(tx, async (savepoint) => {
          await savepoint
            .update(bookings)
            .set({ status: 'cancelled', endedAt: sql`now()` })
            .where(and(eq(bookings.groupId, auth.groupId), eq(bookings.id, row.id)));
          return insertBooking(savepoint, {
            groupId: auth.groupId,
            userId: auth.userId,
            resourceId: desk.resource.id,
            resourceKind: 'desk',
            day: row.day,
            slotId: minutes ? slotId : row.slotId,
            startAt: interval.start,
            endAt: interval.end,
            status: row.status,
            source: row.source,
          });
        });
        if (moved.resourceId !== row.resourceId) await promoteWaitlist(tx, auth.groupId, row.day);
        out.push({ day: row.day, outcome: 'booked', booking: presentBooking(moved, desk) });
      } catch (error) {
        if (!isExclusionViolation(error)) throw error;
        out.push({ day: row.day, outcome: isUserOverlap(error) ? 'user_busy' : 'desk_taken', booking: null });
      }
    }
    return out;
  });
  const first = results[0];
  if (!results.some((r) => r.outcome === 'booked') && first) {
    throw conflict(first.outcome === 'user_busy' ? 'errors.user_busy' : 'errors.desk_taken');
  }
  return { results };
}
