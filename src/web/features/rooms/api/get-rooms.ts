import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ALL_LOCATIONS, type RoomsResponse } from '../../../../contract/rooms';
import { api } from '../../../lib/api';
import { namedSchema } from '../../../lib/response-check/contract-modules';

export const roomsQueryKey = ['rooms'] as const;

export interface RoomFilter {
  /** A location, or every location; none: the reader's default location (the answer names it). */
  locationId?: number | typeof ALL_LOCATIONS;
  people?: number;
  equipment?: readonly string[];
  day?: string;
  /** only rooms free for the whole range (with day) */
  time?: { start: number; end: number } | null;
}

export function roomsQuery(filter: RoomFilter): Record<string, string> {
  const query: Record<string, string> = {};
  if (filter.locationId) query.location_id = String(filter.locationId);
  if (filter.people) query.people = String(filter.people);
  if (filter.equipment?.length) query.equipment = filter.equipment.join(',');
  if (filter.day) {
    query.day = filter.day;
    if (filter.time) {
      query.start_minute = String(filter.time.start);
      query.end_minute = String(filter.time.end);
    }
  }
  return query;
}

export function getRooms(filter: RoomFilter): Promise<RoomsResponse> {
  return api.get('rooms', { query: roomsQuery(filter), schema: namedSchema('rooms', 'roomsResponseSchema') });
}

/** The group's rooms matching the filter; the previous answer stays on screen while the next loads. */
export function useRooms(filter: RoomFilter) {
  return useQuery({
    queryKey: [...roomsQueryKey, roomsQuery(filter)],
    queryFn: () => getRooms(filter),
    placeholderData: keepPreviousData,
  });
}
