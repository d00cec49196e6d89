import type { Database } from '../../db/client';
import type { GroupRow, SlotRow } from '../groups/repository';
import { GroupFactsCache, groupFactsOf, type GroupFacts } from '../resources/group-facts';
import type { PlacedResource } from '../resources/repository';

/** What booking a desk in a group read last time: the group's facts with its desks, and its slots. */
export interface BookingFacts extends GroupFacts {
  slots: Map<number, SlotRow>;
}

const deskFacts = new GroupFactsCache<BookingFacts>((group, placesVersion) => ({
  ...groupFactsOf(group, placesVersion),
  slots: new Map(),
}));

/**
 * A desk booking needs nothing but the insert when the group allocates first come, first served, sets no weekly
 * quota and demands no subscription: else it reads requests, counts or subscriptions too, and takes the full path.
 */
const bookingNeedsOnlyFacts = (group: GroupRow) =>
  group.allocationMode !== 'algorithm' && group.deskQuotaPerWeek === null && !group.subscriptionRequired;

/**
 * After the full path read the group, a desk (at `placesVersion`) and the slot asked for (null: the group has no such
 * slot): kept for the next booking.
 */
export function rememberBookingFacts(
  database: Database,
  group: GroupRow,
  placesVersion: string,
  desk: PlacedResource,
  slot: { askedId: number | undefined; row: SlotRow | null },
): void {
  const facts = deskFacts.entry(database, group, placesVersion, bookingNeedsOnlyFacts(group));
  if (!facts) return;
  facts.resources.set(desk.resource.id, desk);
  if (slot.row) facts.slots.set(slot.row.id, slot.row);
  else if (slot.askedId !== undefined) facts.slots.delete(slot.askedId);
}

export const bookingFactsOf = (database: Database, groupId: number): BookingFacts | undefined => deskFacts.of(database, groupId);
