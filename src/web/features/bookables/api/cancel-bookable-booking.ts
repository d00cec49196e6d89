import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { bookablesQueryKey } from './query-keys';

export async function cancelBookableBooking(id: number): Promise<void> {
  await api.del(`bookable_bookings/${id}`);
}

/** Cancels a booking or withdraws a waiting request; errors (e.g. already over) go to the error dialog. */
export function useCancelBookableBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelBookableBooking,
    onSettled: () => queryClient.invalidateQueries({ queryKey: bookablesQueryKey }),
  });
}
