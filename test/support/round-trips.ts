/** The number of database round trips an answer's `Server-Timing` header reports (NaN without one). */
export const roundTrips = (header: unknown): number => Number(/^db;desc="(\d+) round trips?"$/.exec(String(header))?.[1] ?? Number.NaN);
