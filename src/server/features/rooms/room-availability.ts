import type { RoomAvailability } from '../../../contract/rooms';
import type { Queryable } from '../../db/client';
import { AppError, conflict } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { presentBusy, presentRoom } from './presenter';
import { cateringOffer, findRoom, roomBookingsOfDay } from './repository';

export const roomNotFound = () => new AppError('not_found', 'errors.room_not_found');
export const roomTaken = () => conflict('errors.room_taken');

/** One room's busy times on a day and the catering its location offers (none when the room takes no catering). */
export async function roomAvailability(
  q: Queryable,
  { auth, group }: RequestContext,
  roomId: number,
  day: string,
): Promise<RoomAvailability> {
  const room = await findRoom(q, auth.groupId, roomId);
  if (!room) throw roomNotFound();
  const busy = await roomBookingsOfDay(q, auth.groupId, day, [roomId]);
  const offer = room.resource.cateringOffered ? await cateringOffer(q, auth.groupId, room.locationId) : [];
  return {
    room: presentRoom(room),
    day,
    busy: presentBusy(busy, day, group.timeZone, auth.userId),
    catering_offer: offer.map((item) => ({ id: item.id, name: item.name })),
  };
}
