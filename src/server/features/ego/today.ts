import type { Booking, Desk, Schedule } from '../../../contract/bookings';
import { addDays, localDayOf } from '../../../domain/time/local-day';
import type { Database } from '../../db/client';
import type { AuthContext } from '../../http/request-context';
import { myBookings } from '../bookings/my-bookings';
import { presentDesk } from '../desks/presenter';
import { ownDeskOf } from '../desks/repository';

export interface Today {
  ticket: Booking | null;
  schedule: Schedule;
  schedule_tomorrow: Schedule;
  desk: Desk | null;
}

/** The user's day at a glance: today's and tomorrow's bookings, the current ticket and the own desk. */
export async function userToday(database: Database, auth: AuthContext, timeZone: string, now: Date): Promise<Today> {
  const today = localDayOf(now, timeZone);
  const tomorrow = addDays(today, 1);
  const [bookings, ownDesk] = await Promise.all([
    myBookings(database, auth, { from: today, to: tomorrow }),
    ownDeskOf(database.db, auth.groupId, auth.userId),
  ]);
  const todays = bookings.filter((b) => b.day === today);
  const ticket = todays.find((b) => new Date(b.end_at) > now) ?? null;
  return {
    ticket,
    schedule: { day: today, bookings: todays },
    schedule_tomorrow: { day: tomorrow, bookings: bookings.filter((b) => b.day === tomorrow) },
    desk: ownDesk ? presentDesk(ownDesk) : null,
  };
}
