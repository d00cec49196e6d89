import { useQuery } from '@tanstack/react-query';
import { type RoomAvailability } from '../../../../contract/rooms';
import { api } from '../../../lib/api';
import { roomsQueryKey } from './get-rooms';
import { namedSchema } from '../../../lib/response-check/contract-modules';

export function getRoomAvailability(roomId: number, day: string): Promise<RoomAvailability> {
  return api.get(`rooms/${roomId}/availability`, { query: { day }, schema: namedSchema('rooms', 'roomAvailabilityResponseSchema') });
}

/** A room's busy times on a day and its location's catering offer. */
export function useRoomAvailability(roomId: number | null, day: string | null) {
  return useQuery({
    queryKey: [...roomsQueryKey, 'availability', roomId, day],
    queryFn: () => getRoomAvailability(roomId ?? 0, day ?? ''),
    enabled: roomId !== null && day !== null,
  });
}
