import type { CreateBookingBody, CreateBookingResponse } from '../../../contract/bookings';
import { requestDayProblems } from '../../../domain/time/booking-days';
import { minutesInterval } from '../../../domain/time/interval';
import { localDayOf } from '../../../domain/time/local-day';
import type { Database } from '../../db/client';
import { deskRequests } from '../../db/schema';
import { AppError, conflict, invalid, invalidField } from '../../http/errors';
import { isExclusionViolation, isUniqueViolation, isUserOverlap } from '../../db/pg-errors';
import { daysWithDrawAhead } from '../lottery/requests';
import type { PendingCaller } from '../../http/authenticate';
import { findDeskWithSlot } from '../desks/repository';
import { deliveriesQueued, notify, queuedNotes } from '../messages/notify';
import { presentBooking } from './presenter';
import { quickBooking } from './quick-booking';
import { rememberBookingFacts } from './booking-facts';
import { deskReservationNote } from './reservation-note';
import { notCovered, uncoveredDays } from './subscription-cover';
import { timeChoiceOf } from './time-choice';
import { assertDeskQuota } from './desk-quota';
import { bookingTransaction, insertBooking, insertBookingWithNotes, lockUserBookings } from './repository';

type Outcome = CreateBookingResponse['results'][number]['outcome'];

const outcomeOf = (error: unknown): Outcome => (isUserOverlap(error) ? 'user_busy' : 'desk_taken');

/**
 * Books one desk for one or more days in one transaction. Each day is its own savepoint: the exclusion
 * constraints refuse what overlaps, and the answer says per day what was booked and what was not.
 * Nothing is checked before inserting — the database decides. A day in a group whose facts an earlier booking read
 * takes one round trip (`quickBooking`); this path reads them and keeps them for the next.
 */
export async function createBookings(
  database: Database,
  caller: PendingCaller,
  body: CreateBookingBody,
  now: Date,
): Promise<CreateBookingResponse> {
  const quick = await quickBooking(database, caller, body, now);
  if (quick) return quick;
  const found = await findDeskWithSlot(database, caller.claims, body.desk_id, body.slot_id);
  const context = caller.admit(found.session);
  const { auth, group } = context;
  const { desk } = found;
  if (!desk) throw new AppError('not_found', 'errors.desk_not_found');
  rememberBookingFacts(database, group, found.placesVersion, desk, { askedId: body.slot_id, row: found.slot });
  const { minutes, slotId } = timeChoiceOf(body, found.slot);

  const today = localDayOf(now, group.timeZone);
  const problems = requestDayProblems(body.days, today, group.maxAdvanceDays);
  if (problems.length > 0) throw invalid({ days: problems.map(({ key, ...params }) => ({ key, params })) });
  // Without a valid subscription a day is refused (403 when no asked day is covered); covered days go on.
  const uncovered = await uncoveredDays(database.db, context, body.days);
  const days = [...new Set(body.days)].filter((day) => !uncovered.has(day)).sort();
  if (days.length === 0) throw notCovered();
  const uncoveredResults = [...uncovered].map((day) => ({ day, outcome: 'no_subscription' as const, booking: null }));
  // Lottery mode: days whose draw is ahead become requests for this desk; later days are first come, first served.
  const open = await daysWithDrawAhead(database.db, group, days, now);
  const requested = days.filter((day) => open.has(day));
  if (requested.length > 0) {
    await database.db.transaction(async (tx) => {
      for (const day of requested) {
        await tx
          .transaction((savepoint) =>
            savepoint.insert(deskRequests).values({ groupId: auth.groupId, userId: auth.userId, day, preferredDeskId: desk.resource.id }),
          )
          .catch((error: unknown) => {
            if (!isUniqueViolation(error)) throw error;
          });
      }
    });
  }
  const requestedResults = requested.map((day) => ({ day, outcome: 'requested' as const, booking: null }));
  const wanted = days
    .filter((day) => !requested.includes(day))
    .map((day) => ({ day, ...minutesInterval(day, minutes[0], minutes[1], group.timeZone) }));
  if (wanted.some((w) => w.end <= now)) throw invalidField('days', 'validation.slot_over');
  if (wanted.length === 0) return { results: [...requestedResults, ...uncoveredResults].sort((a, b) => a.day.localeCompare(b.day)) };

  const row = (w: (typeof wanted)[number]) => ({
    groupId: auth.groupId,
    userId: auth.userId,
    resourceId: desk.resource.id,
    resourceKind: 'desk' as const,
    day: w.day,
    slotId,
    startAt: w.start,
    endAt: w.end,
    status: 'booked' as const,
  });
  // One day (the common case) needs no savepoint: the whole transaction is that day.
  const single = wanted.length === 1 ? wanted[0] : undefined;
  // Without a weekly quota to count, that day and its message are one statement: one round trip.
  if (single && group.deskQuotaPerWeek === null) {
    const note = deskReservationNote(auth.userId, desk, group.timeZone, [
      { start_at: single.start.toISOString(), end_at: single.end.toISOString() },
    ]);
    const result = await insertBookingWithNotes(database, row(single), queuedNotes([note], new Set([auth.userId]))).then(
      (inserted) => {
        deliveriesQueued(inserted.queued);
        return { day: single.day, outcome: 'booked' as const, booking: presentBooking(inserted.row, desk) };
      },
      (error: unknown) => {
        if (!isExclusionViolation(error)) throw error;
        if (requestedResults.length === 0) throw conflict(outcomeOf(error) === 'user_busy' ? 'errors.user_busy' : 'errors.desk_taken');
        return { day: single.day, outcome: outcomeOf(error), booking: null };
      },
    );
    return { results: [...requestedResults, ...uncoveredResults, result].sort((a, b) => a.day.localeCompare(b.day)) };
  }
  const results = await bookingTransaction(database.db, async (tx) => {
    await lockUserBookings(tx, auth.groupId, auth.userId);
    await assertDeskQuota(
      tx,
      group,
      auth.userId,
      wanted.map((w) => w.day),
    );
    const out: CreateBookingResponse['results'] = [];
    for (const w of wanted) {
      try {
        const inserted = single
          ? await insertBooking(tx, row(w))
          : await bookingTransaction(tx, (savepoint) => insertBooking(savepoint, row(w)));
        out.push({ day: w.day, outcome: 'booked', booking: presentBooking(inserted, desk) });
      } catch (error) {
        if (single || !isExclusionViolation(error)) throw error;
        out.push({ day: w.day, outcome: outcomeOf(error), booking: null });
      }
    }
    const booked = out.flatMap((r) => (r.booking ? [r.booking] : []));
    if (booked.length > 0) {
      const { type, payload } = deskReservationNote(auth.userId, desk, group.timeZone, booked);
      await notify(tx, auth, type, payload);
    }
    return out;
  }).catch((error: unknown) => {
    if (single && isExclusionViolation(error)) return [{ day: single.day, outcome: outcomeOf(error), booking: null }];
    throw error;
  });
  const first = results[0];
  if (!results.some((r) => r.outcome === 'booked') && requestedResults.length === 0 && first) {
    throw conflict(first.outcome === 'user_busy' ? 'errors.user_busy' : 'errors.desk_taken');
  }
  return { results: [...requestedResults, ...uncoveredResults, ...results].sort((a, b) => a.day.localeCompare(b.day)) };
}
