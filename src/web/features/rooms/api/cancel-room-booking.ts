import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { roomBookingsQueryKey } from '../../../entities/room-booking/get-room-bookings';
import { roomsQueryKey } from './get-rooms';

export async function cancelRoomBooking(id: number): Promise<void> {
  await api.del(`room_bookings/${id}`);
}

/** Errors (e.g. 422 'already over') go to the error dialog. */
export function useCancelRoomBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelRoomBooking,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: roomBookingsQueryKey });
      void queryClient.invalidateQueries({ queryKey: roomsQueryKey });
    },
  });
}
