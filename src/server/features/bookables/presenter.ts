import type { BookableBooking, BookableResource } from '../../../contract/bookables';
import type { Queryable } from '../../db/client';
import type { BookingRow } from '../bookings/repository';
import { presentPerson } from '../room-bookings/presenter';
import { cateringOf, detailsOf, peopleByIds } from '../room-bookings/repository';
import { resourcesByIds, type PlacedResource } from '../resources/repository';
import { decisionsOf } from './repository';

export const presentBookableResource = ({ resource, areaName, locationId, locationName }: PlacedResource): BookableResource => ({
  id: resource.id,
  kind: resource.kind === 'parking' ? 'parking' : 'bookable',
  category: resource.category ?? 'other',
  label: resource.label,
  description: resource.description,
  requestable: resource.requestable,
  capacity: resource.capacity,
  layouts: resource.layouts,
  equipment: resource.equipment,
  catering_offered: resource.cateringOffered,
  location: { id: locationId, name: locationName },
  area: { id: resource.areaId, name: areaName },
});

const CANCELLABLE = new Set<BookingRow['status']>(['reserved', 'booked', 'waiting']);

/** Bookings and requests of bookables with their resource, details, catering, requester and decision (a few queries for any number). */
export async function presentBookableBookings(
  q: Queryable,
  groupId: number,
  rows: BookingRow[],
  reader: { userId: number; now: Date },
): Promise<BookableBooking[]> {
  const ids = rows.map((r) => r.id);
  // One after another: `q` may be a transaction, one connection, which pg will not give overlapping queries.
  const placed = await resourcesByIds(q, groupId, [...new Set(rows.map((r) => r.resourceId))]);
  const details = new Map((await detailsOf(q, groupId, ids)).map((d) => [d.bookingId, d]));
  const catering = await cateringOf(q, groupId, ids);
  const decisions = new Map((await decisionsOf(q, groupId, ids)).map((d) => [d.bookingId, d]));
  const people = await peopleByIds(q, groupId, [
    ...new Set([...rows.map((r) => r.userId), ...[...decisions.values()].flatMap((d) => (d.decidedBy === null ? [] : [d.decidedBy]))]),
  ]);
  return rows.flatMap((row) => {
    const resource = placed.get(row.resourceId);
    const requester = people.get(row.userId);
    if (!resource || !requester) return [];
    const detail = details.get(row.id);
    const decision = decisions.get(row.id);
    const decider = decision?.decidedBy == null ? undefined : people.get(decision.decidedBy);
    return [
      {
        id: row.id,
        resource: presentBookableResource(resource),
        day: row.day,
        start_at: row.startAt.toISOString(),
        end_at: row.endAt.toISOString(),
        status: row.status,
        series_id: row.seriesId,
        title: detail?.title ?? '',
        description: detail?.description ?? '',
        supervisor: detail?.supervisor ?? '',
        phone_number: detail?.phoneNumber ?? '',
        person_number: detail?.personNumber ?? '',
        attendee_count: detail?.attendeeCount ?? 1,
        layout: detail?.layout ?? null,
        equipment: detail?.equipment ?? [],
        catering: catering
          .filter((c) => c.bookingId === row.id)
          .map((c) => ({ item_id: c.itemId, name: c.name, quantity: c.quantity, serve_minute: c.serveMinute })),
        requester: presentPerson(requester),
        decision: decision
          ? {
              outcome: decision.outcome,
              reason: decision.reason,
              decided_by: decider ? presentPerson(decider) : null,
              decided_at: decision.decidedAt.toISOString(),
            }
          : null,
        can_cancel: row.userId === reader.userId && CANCELLABLE.has(row.status) && row.endAt > reader.now,
      },
    ];
  });
}

export async function presentBookableBooking(
  q: Queryable,
  groupId: number,
  row: BookingRow,
  reader: { userId: number; now: Date },
): Promise<BookableBooking> {
  const [booking] = await presentBookableBookings(q, groupId, [row], reader);
  if (!booking) throw new Error(`bookable booking ${row.id} is incomplete`);
  return booking;
}
