import { useQuery } from '@tanstack/react-query';
import type { RoomBooking } from '../../../contract/rooms';
import { api } from '../../lib/api';
import { namedSchema } from '../../lib/response-check/contract-modules';

/** Prefix of every query that reads room bookings (invalidated after booking, answering or cancelling). */
export const roomBookingsQueryKey = ['room-bookings'] as const;

export async function getRoomBookings(): Promise<RoomBooking[]> {
  const { bookings } = await api.get('conference_rooms', {
    schema: namedSchema('rooms', 'conferenceRoomsResponseSchema'),
  });
  return bookings;
}

/**
 * The reader's room bookings and the ones they are invited to, from today on. Fetched again on every
 * mount: invitations and answers arrive from other people.
 */
export function useRoomBookings() {
  return useQuery({ queryKey: roomBookingsQueryKey, queryFn: getRoomBookings, refetchOnMount: 'always' });
}
