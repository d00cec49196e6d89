import { currentScope } from '../request-scope';

/** Counts one statement sent to the database, for the request it belongs to (none outside a request). */
export function countRoundTrip(): void {
  const scope = currentScope();
  if (scope) scope.roundTrips++;
}

/** The statements the current request has sent so far (what the Server-Timing header reports), or null outside one. */
export const roundTripsOfRequest = (): number | null => currentScope()?.roundTrips ?? null;
