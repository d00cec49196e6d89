import { BOOKABLE_MAX_DAYS, type CreateBookableBookingBody } from '../../../contract/bookables';
import type { Interval } from '../../../domain/time/interval';
import { splitLocalDateTime } from '../../../domain/time/local-date-time';
import { daysBetween, localDayOf, wallClock, type LocalDay } from '../../../domain/time/local-day';
import { resolveWallClock, wallClockProblem } from '../../../domain/time/wall-clock-check';
import type { Queryable } from '../../db/client';
import { invalid, type FieldErrors } from '../../http/errors';
import type { GroupRow } from '../groups/repository';
import type { PlacedResource } from '../resources/repository';
import { addFieldError, checkEventOptions } from '../room-bookings/validate-details';
import { findBookable } from './repository';

export interface CheckedBookableBooking {
  placed: PlacedResource;
  interval: Interval;
  /** The local day it starts on. */
  day: LocalDay;
}

/** The instant of a bound, or a problem on its field when that wall-clock time does not exist or exists twice that day. */
function instantOf(value: string, field: 'start' | 'end', timeZone: string, fields: FieldErrors): Date | null {
  const { day, minute } = splitLocalDateTime(value);
  const problem = wallClockProblem(day, minute, timeZone);
  if (problem === null) return wallClock(day, minute, timeZone);
  addFieldError(fields, field, problem === 'nonexistent' ? 'validation.time_not_existing' : 'validation.time_ambiguous', { day });
  return null;
}

/**
 * Checks a bookable booking's resource, time and details against the resource and the group's rules;
 * every problem is reported at once as a 422 naming its field. Nothing is written here.
 */
export async function checkBookableBooking(
  q: Queryable,
  group: GroupRow,
  body: CreateBookableBookingBody,
  now: Date,
): Promise<CheckedBookableBooking> {
  const fields: FieldErrors = {};
  const placed = await findBookable(q, group.id, body.resource_id);
  if (!placed) addFieldError(fields, 'resource_id', 'validation.resource_unknown');
  const start = instantOf(body.start, 'start', group.timeZone, fields);
  const end = instantOf(body.end, 'end', group.timeZone, fields);
  const { day } = splitLocalDateTime(body.start);
  const ahead = daysBetween(localDayOf(now, group.timeZone), day);
  if (ahead < 0) addFieldError(fields, 'start', 'validation.day_in_past');
  else if (end !== null && end <= now) addFieldError(fields, 'start', 'validation.slot_over');
  else if (ahead > group.maxAdvanceDays) addFieldError(fields, 'start', 'validation.day_beyond_advance', { max: group.maxAdvanceDays });
  // Longer than allowed: past the start's time of day that many days on.
  const spanDays = daysBetween(day, splitLocalDateTime(body.end).day);
  if (spanDays > BOOKABLE_MAX_DAYS || (spanDays === BOOKABLE_MAX_DAYS && body.end.slice(11) > body.start.slice(11))) {
    addFieldError(fields, 'end', 'validation.booking_too_long', { max: BOOKABLE_MAX_DAYS });
  }
  if (placed) {
    const { resource } = placed;
    if (resource.requestable && body.title === '') addFieldError(fields, 'title', 'validation.required');
    if (resource.capacity !== null && body.attendee_count > resource.capacity) {
      addFieldError(fields, 'attendee_count', 'validation.capacity_exceeded', { capacity: resource.capacity });
    }
    // Catering is served at a minute of the start day, within the booking.
    const serveFits = (minute: number) => {
      if (start === null || end === null) return true;
      const at = resolveWallClock(day, minute, group.timeZone);
      return at >= start && at <= end;
    };
    await checkEventOptions(q, group.id, placed, body, fields, serveFits);
  }
  if (!placed || start === null || end === null || Object.keys(fields).length > 0) throw invalid(fields);
  return { placed, interval: { start, end }, day };
}
