import type { BookableBooking, BookablesResponse } from '../../../../contract/bookables';

/** Bookings and requests as one list, each once (a decided request may be in both; the booking wins), soonest first. */
export function myEntries({ bookings, requests }: BookablesResponse): BookableBooking[] {
  const byId = new Map<number, BookableBooking>();
  for (const entry of [...requests, ...bookings]) byId.set(entry.id, entry);
  return [...byId.values()].sort((a, b) => a.start_at.localeCompare(b.start_at) || a.id - b.id);
}
