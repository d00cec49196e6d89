import { useQuery } from '@tanstack/react-query';
import type { Booking } from '../../../contract/bookings';
import { api } from '../../lib/api';
import { namedSchema } from '../../lib/response-check/contract-modules';

/** Prefix of every query that lists the user's bookings (invalidated after booking or cancelling). */
export const bookingsQueryKey = ['bookings'] as const;

export interface DayRangeQuery {
  from?: string;
  to?: string;
}

export async function getMyBookings(range: DayRangeQuery = {}): Promise<Booking[]> {
  const query: Record<string, string> = {};
  if (range.from) query.from = range.from;
  if (range.to) query.to = range.to;
  const { bookings } = await api.get('bookings', {
    query,
    schema: namedSchema('bookings', 'bookingsResponseSchema'),
  });
  return bookings;
}

/** The user's active bookings in a range (default: today up to the group's horizon). */
export function useMyBookings(range: DayRangeQuery = {}) {
  return useQuery({ queryKey: [...bookingsQueryKey, range.from ?? '', range.to ?? ''], queryFn: () => getMyBookings(range) });
}
