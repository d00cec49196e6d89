import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { UpdateRoomBookingBody } from '../../../contract/rooms';
import { minutesInterval, type Interval } from '../../../domain/time/interval';
import { daysBetween, localDayOf } from '../../../domain/time/local-day';
import type { Queryable } from '../../db/client';
import { users } from '../../db/schema';
import { invalid, type FieldErrors } from '../../http/errors';
import type { GroupRow } from '../groups/repository';
import type { PlacedResource } from '../resources/repository';
import { roomNotFound } from '../rooms/room-availability';
import { cateringOffer, findRoom } from '../rooms/repository';
import type { EventDetailsBody } from './write-details';

export interface CheckedRoomBooking {
  room: PlacedResource;
  interval: Interval;
}

/** Adds a problem to a field; validators collect every problem and answer them in one 422. */
export const addFieldError = (fields: FieldErrors, field: string, key: string, params?: Record<string, unknown>) =>
  (fields[field] ??= []).push({ key, ...(params ? { params } : {}) });

/**
 * Checks a room booking's room, time and details against the room and the group's rules; every problem
 * is reported at once as a 422 naming its field. Nothing is written here.
 */
export async function checkRoomBooking(q: Queryable, group: GroupRow, body: UpdateRoomBookingBody, now: Date): Promise<CheckedRoomBooking> {
  const room = await findRoom(q, group.id, body.room_id);
  if (!room) throw roomNotFound();
  const offered = body.catering.length > 0 && room.resource.cateringOffered ? await cateringOffer(q, group.id, room.locationId) : [];
  return checkedRoomBooking(room, group, body, now, offered);
}

/** `checkRoomBooking` on what was read already: the room and its kitchen's offer. */
export function checkedRoomBooking(
  room: PlacedResource,
  group: Pick<GroupRow, 'timeZone' | 'maxAdvanceDays'>,
  body: UpdateRoomBookingBody,
  now: Date,
  offered: ReadonlyArray<{ id: number }>,
): CheckedRoomBooking {
  const fields: FieldErrors = {};
  const ahead = daysBetween(localDayOf(now, group.timeZone), body.day);
  if (ahead < 0) addFieldError(fields, 'day', 'validation.day_in_past');
  else if (ahead > group.maxAdvanceDays) addFieldError(fields, 'day', 'validation.day_beyond_advance', { max: group.maxAdvanceDays });
  // A time that does not exist on a clock-change day throws WallClockError, a 422 naming the bound.
  const interval = minutesInterval(body.day, body.start_minute, body.end_minute, group.timeZone);
  if (ahead >= 0 && interval.end <= now) addFieldError(fields, 'start_minute', 'validation.slot_over');
  const capacity = room.resource.capacity ?? 1;
  if (body.attendee_count > capacity) addFieldError(fields, 'attendee_count', 'validation.capacity_exceeded', { capacity });
  eventOptionProblems(room, body, fields, (minute) => minute >= body.start_minute && minute <= body.end_minute, offered);
  if (Object.keys(fields).length > 0) throw invalid(fields);
  return { room, interval };
}

/**
 * Adds the problems of an event's layout, equipment and catering to `fields`: each must be offered by the
 * resource (catering by its location's kitchen), and every catering line served at a minute `serveFits`.
 */
export async function checkEventOptions(
  q: Queryable,
  groupId: number,
  placed: PlacedResource,
  body: Pick<EventDetailsBody, 'layout' | 'equipment' | 'catering'>,
  fields: FieldErrors,
  serveFits: (serveMinute: number) => boolean,
): Promise<void> {
  const offered = body.catering.length > 0 && placed.resource.cateringOffered ? await cateringOffer(q, groupId, placed.locationId) : [];
  eventOptionProblems(placed, body, fields, serveFits, offered);
}

/** `checkEventOptions` on the kitchen's offer read already. */
function eventOptionProblems(
  placed: PlacedResource,
  body: Pick<EventDetailsBody, 'layout' | 'equipment' | 'catering'>,
  fields: FieldErrors,
  serveFits: (serveMinute: number) => boolean,
  offer: ReadonlyArray<{ id: number }>,
): void {
  const { resource } = placed;
  if (body.layout !== null && !resource.layouts.includes(body.layout)) addFieldError(fields, 'layout', 'validation.layout_unknown');
  if (body.equipment.some((e) => !resource.equipment.includes(e))) addFieldError(fields, 'equipment', 'validation.equipment_unknown');
  if (body.catering.length === 0) return;
  if (!resource.cateringOffered) {
    addFieldError(fields, 'catering', 'validation.catering_not_offered');
    return;
  }
  const offered = new Set(offer.map((item) => item.id));
  body.catering.forEach((line, i) => {
    if (!offered.has(line.item_id)) addFieldError(fields, `catering.${i}.item_id`, 'validation.catering_item_unknown');
    if (!serveFits(line.serve_minute)) addFieldError(fields, `catering.${i}.serve_minute`, 'validation.serve_outside_booking');
  });
}

/** Active colleagues of the group can be invited; anyone else (another group's, unknown, deactivated, oneself) is a 422. */
export async function checkInvitees(
  q: Queryable,
  groupId: number,
  organiserId: number,
  userIds: number[],
  field: string,
): Promise<number[]> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return [];
  const found = await q
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.groupId, groupId), inArray(users.id, ids), isNull(users.deactivatedAt)));
  return checkedInvitees(ids, found, organiserId, field);
}

/** `checkInvitees` on the active colleagues found among the asked ids. */
export function checkedInvitees(userIds: number[], active: ReadonlyArray<{ id: number }>, organiserId: number, field: string): number[] {
  const ids = [...new Set(userIds)];
  const known = new Set(active.map((u) => u.id));
  if (ids.some((id) => !known.has(id) || id === organiserId)) throw invalid({ [field]: [{ key: 'validation.invitee_unknown' }] });
  return ids;
}

/** Organiser plus invitees who have not declined never exceed the room's capacity. */
export function checkRoomHolds(room: PlacedResource, people: number, field: string): void {
  if (people > (room.resource.capacity ?? 1)) throw invalid({ [field]: [{ key: 'validation.room_full' }] });
}
