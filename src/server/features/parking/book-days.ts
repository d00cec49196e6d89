import type { ParkingBookingBody, ParkingBookingResponse } from '../../../contract/parking';
import { requestDayProblems } from '../../../domain/time/booking-days';
import { localDayOf } from '../../../domain/time/local-day';
import type { Database, Tx } from '../../db/client';
import { isExclusionViolation, isUserOverlap } from '../../db/pg-errors';
import { AppError, conflict, invalid, invalidField } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { bookingTransaction, insertBooking, lockUserBookings } from '../bookings/repository';
import { groupSlots } from '../groups/repository';
import type { PlacedResource } from '../resources/repository';
import { parkingDayInterval } from './parking-day';
import { presentParkingBooking } from './presenter';
import { findParkingSpace, groupParkingSpaces } from './repository';

type Result = ParkingBookingResponse['results'][number];
type Wanted = { day: string; start: Date; end: Date };

/**
 * Tries the spaces in order, each insert in its own savepoint: the exclusion constraints decide (no check before).
 * The caller already holding a space that day ends the search; a taken space moves on to the next one.
 */
async function bookDay(tx: Tx, { auth }: RequestContext, spaces: PlacedResource[], wanted: Wanted): Promise<Result> {
  for (const space of spaces) {
    try {
      const row = await bookingTransaction(tx, (savepoint) =>
        insertBooking(savepoint, {
          groupId: auth.groupId,
          userId: auth.userId,
          resourceId: space.resource.id,
          resourceKind: 'parking',
          day: wanted.day,
          startAt: wanted.start,
          endAt: wanted.end,
          status: 'booked',
        }),
      );
      return { day: wanted.day, outcome: 'booked', booking: presentParkingBooking(row, space) };
    } catch (error) {
      if (!isExclusionViolation(error)) throw error;
      if (isUserOverlap(error)) return { day: wanted.day, outcome: 'user_busy', booking: null };
    }
  }
  return { day: wanted.day, outcome: 'space_taken', booking: null };
}

/**
 * Books a parking space for the whole day of each asked day, in one transaction: the named space, or the first
 * free one. The answer says per day what was booked; when nothing was, 409 with the reason of the first day.
 */
export async function bookParkingDays(
  database: Database,
  context: RequestContext,
  body: ParkingBookingBody,
  now: Date,
): Promise<ParkingBookingResponse> {
  const { auth, group } = context;
  const spaces =
    body.resource_id === undefined
      ? await groupParkingSpaces(database.db, auth.groupId)
      : [await findParkingSpace(database.db, auth.groupId, body.resource_id)].flatMap((s) => (s ? [s] : []));
  if (spaces.length === 0) throw new AppError('not_found', 'parking.errors.space_not_found');

  const problems = requestDayProblems(body.days, localDayOf(now, group.timeZone), group.maxAdvanceDays);
  if (problems.length > 0) throw invalid({ days: problems.map(({ key, ...params }) => ({ key, params })) });
  const slots = await groupSlots(database.db, auth.groupId);
  const wanted = [...new Set(body.days)].sort().map((day) => ({ day, ...parkingDayInterval(day, group, slots) }));
  if (wanted.some((w) => w.end <= now)) throw invalidField('days', 'validation.slot_over');

  const results = await bookingTransaction(database.db, async (tx) => {
    await lockUserBookings(tx, auth.groupId, auth.userId);
    const out: Result[] = [];
    for (const w of wanted) out.push(await bookDay(tx, context, spaces, w));
    return out;
  });
  const first = results[0];
  if (first && !results.some((r) => r.outcome === 'booked')) {
    throw conflict(first.outcome === 'user_busy' ? 'errors.user_busy_parking' : 'parking.errors.space_taken');
  }
  return { results };
}
