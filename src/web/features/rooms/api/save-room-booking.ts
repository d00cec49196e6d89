import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  roomBookingResponseSchema,
  type CreateRoomBookingBody,
  type RoomBooking,
  type UpdateRoomBookingBody,
} from '../../../../contract/rooms';
import { api } from '../../../lib/api';
import { roomBookingsQueryKey } from '../../../entities/room-booking/get-room-bookings';
import { roomsQueryKey } from './get-rooms';

export type SaveRoomBooking = { id: null; body: CreateRoomBookingBody } | { id: number; body: UpdateRoomBookingBody };

export async function saveRoomBooking({ id, body }: SaveRoomBooking): Promise<RoomBooking> {
  const { booking } =
    id === null
      ? await api.post('room_bookings', { body, schema: roomBookingResponseSchema })
      : await api.put(`room_bookings/${id}`, { body, schema: roomBookingResponseSchema });
  return booking;
}

/** Creates or updates a room booking; handledErrors: the form shows 409 and 422 itself. */
export function useSaveRoomBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveRoomBooking,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: roomBookingsQueryKey });
      void queryClient.invalidateQueries({ queryKey: roomsQueryKey });
    },
    meta: { handledErrors: true },
  });
}
