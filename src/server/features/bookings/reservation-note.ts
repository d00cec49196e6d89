import type { DeskNotification } from '../messages/notify';
import type { PlacedResource } from '../resources/repository';
import { placeText } from '../resources/place';

/** The message that a user booked a desk: the desk, its place and the booked intervals, shown in the group's zone. */
export const deskReservationNote = (
  userId: number,
  desk: PlacedResource,
  timeZone: string,
  booked: ReadonlyArray<{ start_at: string; end_at: string }>,
): DeskNotification => ({
  userId,
  type: 'DeskReservationNotification',
  payload: {
    desk: desk.resource.label,
    place: placeText(desk),
    time_zone: timeZone,
    intervals: booked.map((b) => ({ start: b.start_at, end: b.end_at })),
  },
});
