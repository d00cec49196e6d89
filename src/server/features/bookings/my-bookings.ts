import type { Booking } from '../../../contract/bookings';
import { addDays, localDayOf } from '../../../domain/time/local-day';
import type { Database } from '../../db/client';
import type { AuthContext } from '../../http/request-context';
import { desksByIds } from '../desks/repository';
import { presentBooking } from './presenter';
import { activeBookingsOfUser } from './repository';

export interface DayRange {
  from: string;
  to: string;
}

/** From today to the group's booking horizon, unless the caller names a range. */
export function defaultRange(timeZone: string, maxAdvanceDays: number, query: { from?: string; to?: string }, now = new Date()): DayRange {
  const today = localDayOf(now, timeZone);
  return { from: query.from ?? today, to: query.to ?? addDays(today, maxAdvanceDays) };
}

export async function myBookings(database: Database, auth: AuthContext, range: DayRange): Promise<Booking[]> {
  const rows = await activeBookingsOfUser(database.db, auth.groupId, auth.userId, range.from, range.to);
  const desks = await desksByIds(database.db, auth.groupId, [...new Set(rows.map((r) => r.deskId))]);
  return rows.flatMap((row) => {
    const desk = desks.get(row.deskId);
    return desk ? [presentBooking(row, desk)] : [];
  });
}
