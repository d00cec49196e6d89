import type { Booking } from '../../../contract/bookings';
import { addDays, localDayOf } from '../../../domain/time/local-day';
import type { Database } from '../../db/client';
import type { AuthContext } from '../../http/request-context';
import { resourcesByIds } from '../resources/repository';
import { presentBooking } from './presenter';
import { activeBookingsOfUser } from './repository';

export interface DayRange {
  from: string;
  to: string;
}

/** From today to the group's booking horizon, unless the caller names a range. */
export function defaultRange(
  group: { timeZone: string; maxAdvanceDays: number },
  query: { from?: string | undefined; to?: string | undefined },
  now: Date,
): DayRange {
  const today = localDayOf(now, group.timeZone);
  return { from: query.from ?? today, to: query.to ?? addDays(today, group.maxAdvanceDays) };
}

export async function myBookings(database: Database, auth: AuthContext, range: DayRange): Promise<Booking[]> {
  const rows = await activeBookingsOfUser(database.db, auth.groupId, auth.userId, range.from, range.to);
  const desks = await resourcesByIds(database.db, auth.groupId, [...new Set(rows.map((r) => r.resourceId))]);
  return rows.flatMap((row) => {
    const desk = desks.get(row.resourceId);
    return desk ? [presentBooking(row, desk)] : [];
  });
}
