import type { Database } from '../../db/client';
import type { GroupRow, SlotRow } from '../groups/repository';
import type { PlacedResource } from '../resources/repository';

/**
 * What booking a desk in a group read last time, for a booking that assumes it and lets its statement check that it
 * still holds: the group's zone and horizon, its desks (with their places) at one version of its places, its slots.
 */
export interface BookingFacts {
  timeZone: string;
  maxAdvanceDays: number;
  placesVersion: string;
  desks: Map<number, PlacedResource>;
  slots: Map<number, SlotRow>;
}

/** Per database, by group; only groups whose desk bookings need nothing read but these facts. */
const factsByDatabase = new WeakMap<Database, Map<number, BookingFacts>>();
const GROUPS_KEPT = 200;
const DESKS_KEPT = 10_000;

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
  let groups = factsByDatabase.get(database);
  if (!groups) factsByDatabase.set(database, (groups = new Map()));
  if (!bookingNeedsOnlyFacts(group)) {
    groups.delete(group.id);
    return;
  }
  let facts = groups.get(group.id);
  const stale =
    facts?.placesVersion !== placesVersion ||
    facts.timeZone !== group.timeZone ||
    facts.maxAdvanceDays !== group.maxAdvanceDays ||
    facts.desks.size >= DESKS_KEPT;
  if (!facts || stale) {
    groups.delete(group.id);
    if (groups.size >= GROUPS_KEPT) groups.delete(groups.keys().next().value ?? 0);
    facts = { timeZone: group.timeZone, maxAdvanceDays: group.maxAdvanceDays, placesVersion, desks: new Map(), slots: new Map() };
    groups.set(group.id, facts);
  }
  facts.desks.set(desk.resource.id, desk);
  if (slot.row) facts.slots.set(slot.row.id, slot.row);
  else if (slot.askedId !== undefined) facts.slots.delete(slot.askedId);
}

export const bookingFactsOf = (database: Database, groupId: number): BookingFacts | undefined =>
  factsByDatabase.get(database)?.get(groupId);
