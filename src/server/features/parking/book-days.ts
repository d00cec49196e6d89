import { sql } from 'drizzle-orm';
import type { ParkingBookingBody, ParkingBookingResponse } from '../../../contract/parking';
import { requestDayProblems } from '../../../domain/time/booking-days';
import { localDayOf } from '../../../domain/time/local-day';
import { queryRows, type Database, type Tx } from '../../db/client';
import { AppError, conflict, invalid, invalidField } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { bookingTransaction, lockUserBookings } from '../bookings/repository';
import { groupSlots } from '../groups/repository';
import { daysWithDrawAhead } from '../lottery/requests';
import { parkingDayInterval } from './parking-day';
import { presentParkingBooking } from './presenter';

type Result = ParkingBookingResponse['results'][number];
type Wanted = { day: string; start: Date; end: Date };

/** One asked day after the statement: what was booked, or why not. */
interface DayRow {
  day: string;
  booking_id: string | number | null;
  space_id: number | null;
  label: string | null;
  location: string | null;
  busy: boolean;
  spaces: number;
}

/**
 * Every asked day in ONE statement: per day the first space (by location, label, area) nobody holds, inserted
 * with ON CONFLICT DO NOTHING — the exclusion constraints still decide, a day lost to a booking committed
 * meanwhile just inserts nothing. The answer also says whether the caller already held a space that day and how
 * many spaces could be asked for (0: the named space does not exist here).
 */
async function bookFirstFree(tx: Tx, { auth }: RequestContext, resourceId: number | undefined, wanted: Wanted[]): Promise<DayRow[]> {
  const days = JSON.stringify(wanted.map((w) => ({ day: w.day, start_at: w.start.toISOString(), end_at: w.end.toISOString() })));
  const named = resourceId === undefined ? sql`` : sql`AND r.id = ${resourceId}`;
  return queryRows<DayRow>(
    tx,
    sql`
    WITH wanted AS (
      SELECT * FROM jsonb_to_recordset(${days}::jsonb) AS w(day date, start_at timestamptz, end_at timestamptz)
    ),
    spaces AS (
      SELECT r.id, r.label, l.name AS location, a.name AS area
        FROM resources r
        JOIN areas a ON a.group_id = r.group_id AND a.id = r.area_id
        JOIN locations l ON l.group_id = a.group_id AND l.id = a.location_id
       WHERE r.group_id = ${auth.groupId} AND r.kind = 'parking' AND r.active ${named}
    ),
    busy AS (
      SELECT w.day FROM wanted w
       WHERE EXISTS (SELECT 1 FROM bookings b
                      WHERE b.group_id = ${auth.groupId} AND b.user_id = ${auth.userId} AND b.resource_kind = 'parking'
                        AND b.status IN ('reserved', 'booked', 'offered')
                        AND tstzrange(b.start_at, b.end_at, '[)') && tstzrange(w.start_at, w.end_at, '[)'))
    ),
    picked AS (
      SELECT w.day, w.start_at, w.end_at, s.id, s.label, s.location
        FROM wanted w
        CROSS JOIN LATERAL (
          SELECT s.* FROM spaces s
           WHERE NOT EXISTS (SELECT 1 FROM bookings b
                              WHERE b.group_id = ${auth.groupId} AND b.resource_id = s.id
                                AND b.status IN ('reserved', 'booked', 'offered')
                                AND tstzrange(b.start_at, b.end_at, '[)') && tstzrange(w.start_at, w.end_at, '[)'))
           ORDER BY s.location, s.label, s.area
           LIMIT 1) s
       WHERE w.day NOT IN (SELECT day FROM busy)
    ),
    inserted AS (
      INSERT INTO bookings (group_id, user_id, resource_id, resource_kind, day, start_at, end_at, status)
      SELECT ${auth.groupId}, ${auth.userId}, p.id, 'parking', p.day, p.start_at, p.end_at, 'booked' FROM picked p
      ON CONFLICT DO NOTHING
      RETURNING id, day
    )
    SELECT w.day::text AS day, i.id AS booking_id, p.id AS space_id, p.label, p.location,
           w.day IN (SELECT day FROM busy) AS busy, (SELECT count(*)::int FROM spaces) AS spaces
      FROM wanted w
      LEFT JOIN inserted i ON i.day = w.day
      LEFT JOIN picked p ON p.day = w.day AND i.id IS NOT NULL
     ORDER BY w.day`,
  );
}

/**
 * Books a parking space for the whole day of each asked day, in one transaction: the named space, or the first
 * free one. The answer says per day what was booked; when nothing was, 409 with the reason of the first day.
 * In lottery mode, days whose draw is still ahead are asked for with a request instead (422 here).
 */
export async function bookParkingDays(
  database: Database,
  context: RequestContext,
  body: ParkingBookingBody,
  now: Date,
): Promise<ParkingBookingResponse> {
  const { auth, group } = context;
  const problems = requestDayProblems(body.days, localDayOf(now, group.timeZone), group.maxAdvanceDays);
  if (problems.length > 0) throw invalid({ days: problems.map(({ key, ...params }) => ({ key, params })) });
  if ((await daysWithDrawAhead(database.db, group, body.days, now, 'parking')).size > 0) {
    throw invalidField('days', 'validation.parking_draw_ahead');
  }
  const slots = await groupSlots(database.db, auth.groupId);
  const wanted = [...new Set(body.days)].sort().map((day) => ({ day, ...parkingDayInterval(day, group, slots) }));
  if (wanted.some((w) => w.end <= now)) throw invalidField('days', 'validation.slot_over');

  const rows = await bookingTransaction(database.db, async (tx) => {
    await lockUserBookings(tx, auth.groupId, auth.userId);
    const first = await bookFirstFree(tx, context, body.resource_id, wanted);
    if (first.some((r) => r.spaces === 0)) throw new AppError('not_found', 'parking.errors.space_not_found');
    // "Any free space": a day lost to a booking committed meanwhile is tried once more with what is free now.
    const retry =
      body.resource_id === undefined ? wanted.filter((w) => first.some((r) => r.day === w.day && r.booking_id === null && !r.busy)) : [];
    if (retry.length === 0) return first;
    const again = new Map((await bookFirstFree(tx, context, undefined, retry)).map((r) => [r.day, r]));
    return first.map((r) => again.get(r.day) ?? r);
  });
  const results: Result[] = rows.map((r) => {
    const w = wanted.find((x) => x.day === r.day);
    if (r.booking_id === null || r.space_id === null || !w)
      return { day: r.day, outcome: r.busy ? 'user_busy' : 'space_taken', booking: null };
    const booking = presentParkingBooking(
      { id: Number(r.booking_id), day: r.day, startAt: w.start, endAt: w.end, status: 'booked' },
      { resource: { id: r.space_id, label: r.label ?? '' }, locationName: r.location ?? '' },
    );
    return { day: r.day, outcome: 'booked', booking };
  });
  const first = results[0];
  if (first && !results.some((r) => r.outcome === 'booked')) {
    throw conflict(first.outcome === 'user_busy' ? 'errors.user_busy_parking' : 'parking.errors.space_taken');
  }
  return { results };
}
