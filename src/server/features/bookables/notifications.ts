import type { Tx } from '../../db/client';
import type { BookableMessageType, BookableNotificationPayload } from '../../db/schema';
import type { BookingRow } from '../bookings/repository';
import { notifyMany } from '../messages/notify';
import { detailsOf, peopleByIds } from '../room-bookings/repository';
import { placeText } from '../resources/place';
import { resourcesByIds } from '../resources/repository';
import { decidersOf } from './repository';

/**
 * What a message about bookings of one bookable says: the first booking names it, every booking adds its
 * time (a series decided at once is one message). Read inside the transaction that changes them.
 */
async function payloadOf(tx: Tx, rows: BookingRow[], timeZone: string, reason?: string): Promise<BookableNotificationPayload> {
  const [first] = rows;
  if (!first) throw new Error('a bookable notification needs a booking');
  const placed = (await resourcesByIds(tx, first.groupId, [first.resourceId])).get(first.resourceId);
  const requester = (await peopleByIds(tx, first.groupId, [first.userId])).get(first.userId);
  const [details] = await detailsOf(tx, first.groupId, [first.id]);
  if (!placed || !requester) throw new Error(`bookable booking ${first.id} is incomplete`);
  return {
    booking_id: first.id,
    resource: placed.resource.label,
    place: placeText(placed),
    title: details?.title ?? '',
    time_zone: timeZone,
    intervals: rows.map((r) => ({ start: r.startAt.toISOString(), end: r.endAt.toISOString() })),
    requester: `${requester.firstName} ${requester.name}`.trim(),
    ...(reason === undefined ? {} : { reason }),
  };
}

/** A message (with mail) to the one who booked or requested: booked, approved, rejected. */
export async function notifyRequester(
  tx: Tx,
  timeZone: string,
  rows: BookingRow[],
  type: BookableMessageType,
  reason?: string,
): Promise<void> {
  const [first] = rows;
  if (!first) return;
  const payload = await payloadOf(tx, rows, timeZone, reason);
  await notifyMany(tx, first.groupId, [{ userId: first.userId, type, payload }]);
}

/** A message (with mail) to everyone who decides the resource's requests: a new request, or one withdrawn. */
export async function notifyDeciders(tx: Tx, timeZone: string, rows: BookingRow[], type: BookableMessageType): Promise<void> {
  const [first] = rows;
  if (!first) return;
  const payload = await payloadOf(tx, rows, timeZone);
  const deciders = await decidersOf(tx, first.groupId, first.resourceId);
  await notifyMany(
    tx,
    first.groupId,
    deciders.map((userId) => ({ userId, type, payload })),
  );
}
