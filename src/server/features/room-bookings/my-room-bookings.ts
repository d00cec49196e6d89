import type { RoomBooking } from '../../../contract/rooms';
import { addDays, localDayOf } from '../../../domain/time/local-day';
import type { Queryable } from '../../db/client';
import type { RequestContext } from '../../http/request-context';
import { presentRoomBookings } from './presenter';
import { roomBookingsOfUser } from './repository';

/** The caller's room bookings and those they are invited to, from today to the group's booking horizon. */
export async function myRoomBookings(q: Queryable, { auth, group }: RequestContext, now: Date): Promise<RoomBooking[]> {
  const today = localDayOf(now, group.timeZone);
  const rows = await roomBookingsOfUser(q, auth.groupId, auth.userId, today, addDays(today, group.maxAdvanceDays));
  return presentRoomBookings(q, auth.groupId, rows, { userId: auth.userId, timeZone: group.timeZone, now });
}
