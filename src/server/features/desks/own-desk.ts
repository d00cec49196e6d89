import { and, eq, gte, inArray, lte } from 'drizzle-orm';
import type { OwnDesk, OwnDeskDay } from '../../../contract/own-desk';
import { WORKING_WEEKDAYS } from '../../../domain/desk-mode';
import { addDays, localDayOf, weekday, type LocalDay } from '../../../domain/time/local-day';
import type { Queryable } from '../../db/client';
import { ACTIVE_BOOKING_STATUSES, bookings } from '../../db/schema';
import type { RequestContext } from '../../http/request-context';
import { presentBooking } from '../bookings/presenter';
import { activeBookingsOfUser } from '../bookings/repository';
import type { PlacedResource } from '../resources/repository';
import { resourcesByIds } from '../resources/repository';
import { checkInUrl } from './check-in-url';
import { presentDesk } from './presenter';
import { ownDeskOf } from './repository';

/** The working days still ahead this week, today included; on a weekend, next week's. */
function workingDaysAhead(today: LocalDay): LocalDay[] {
  const monday = weekday(today) > 5 ? addDays(today, 8 - weekday(today)) : addDays(today, 1 - weekday(today));
  return WORKING_WEEKDAYS.map((n) => addDays(monday, n - 1)).filter((day) => day >= today);
}

/** A fixed desk is shared on the working days its owner holds no owner booking of it (not used, or released). */
async function sharedDays(q: Queryable, { auth }: RequestContext, desk: PlacedResource, today: LocalDay): Promise<OwnDeskDay[]> {
  const days = workingDaysAhead(today);
  const held = await q
    .select({ day: bookings.day })
    .from(bookings)
    .where(
      and(
        eq(bookings.groupId, auth.groupId),
        eq(bookings.userId, auth.userId),
        eq(bookings.resourceId, desk.resource.id),
        eq(bookings.source, 'owner'),
        inArray(bookings.status, [...ACTIVE_BOOKING_STATUSES]),
        gte(bookings.day, days[0] ?? today),
        lte(bookings.day, days[days.length - 1] ?? today),
      ),
    );
  const heldDays = new Set(held.map((row) => row.day));
  return days.map((day) => ({ day, shared: !heldDays.has(day) }));
}

/** The caller's fixed desk, else the desk booked for today (the one in use or next, else the day's first), else none. */
export async function ownDesk(q: Queryable, context: RequestContext, publicUrl: string, now: Date): Promise<OwnDesk> {
  const today = localDayOf(now, context.group.timeZone);
  const fixed = await ownDeskOf(q, context.auth.groupId, context.auth.userId);
  if (fixed) {
    return {
      holding: 'fixed',
      desk: presentDesk(fixed),
      booking: null,
      check_in_url: checkInUrl(publicUrl, fixed.resource.uuid),
      week: await sharedDays(q, context, fixed, today),
    };
  }
  const todays = (await activeBookingsOfUser(q, context.auth.groupId, context.auth.userId, today, today)).filter(
    (row) => row.resourceKind === 'desk',
  );
  const booking = todays.find((row) => row.endAt > now) ?? todays[0];
  const desk = booking ? (await resourcesByIds(q, context.auth.groupId, [booking.resourceId])).get(booking.resourceId) : undefined;
  if (!booking || !desk) return { holding: 'none', desk: null, booking: null, check_in_url: null, week: [] };
  return {
    holding: 'booking',
    desk: presentDesk(desk),
    booking: presentBooking(booking, desk),
    check_in_url: checkInUrl(publicUrl, desk.resource.uuid),
    week: [],
  };
}
