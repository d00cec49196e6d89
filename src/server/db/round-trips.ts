import { AsyncLocalStorage } from 'node:async_hooks';

/** Statements sent to the database within one request (what the Server-Timing header reports). */
const requestRoundTrips = new AsyncLocalStorage<{ count: number }>();

/** Counts one statement sent to the database, for the request it belongs to (none outside a request). */
export function countRoundTrip(): void {
  const store = requestRoundTrips.getStore();
  if (store) store.count++;
}

/** Runs `work` (a request's remaining hooks and handler) with a counter of its own. */
export const withRoundTripCounter = (work: () => void): void => requestRoundTrips.run({ count: 0 }, work);

/** The statements the current request has sent so far, or null outside a request. */
export const roundTripsOfRequest = (): number | null => requestRoundTrips.getStore()?.count ?? null;
