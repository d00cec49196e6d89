import type { Booking, DaysResponse, RangeQuery, SchedulesResponse } from '../../../contract/bookings';
import type { Database } from '../../db/client';
import type { RequestContext } from '../../http/request-context';
import { defaultRange, myBookings } from '../bookings/my-bookings';
import { coversDay } from '../bookings/subscription-cover';
import { userSubscriptions } from '../users/repository';

export async function bookedDays(database: Database, { auth, group }: RequestContext, query: RangeQuery, now: Date): Promise<DaysResponse> {
  const [bookings, subscriptions] = await Promise.all([
    myBookings(database, auth, defaultRange(group, query, now)),
    userSubscriptions(database.db, auth.groupId, auth.userId),
  ]);
  const days = [...new Map(bookings.map((b) => [b.day, { day: b.day, status: b.status, booking_id: b.id }])).values()];
  return { days, payed_days: days.filter((d) => coversDay(subscriptions, d.day)).map((d) => ({ day: d.day })) };
}

export async function schedules(
  database: Database,
  { auth, group }: RequestContext,
  query: RangeQuery,
  now: Date,
): Promise<SchedulesResponse> {
  const bookings = await myBookings(database, auth, defaultRange(group, query, now));
  const byDay = new Map<string, Booking[]>();
  for (const booking of bookings) byDay.set(booking.day, [...(byDay.get(booking.day) ?? []), booking]);
  return { schedules: [...byDay].map(([day, list]) => ({ day, bookings: list })) };
}
