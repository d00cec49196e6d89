import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { egoQueryKey } from '../ego/get-ego';
import { availableDesksQueryKey } from './get-available-desks';
import { bookingsQueryKey } from './get-my-bookings';

export async function cancelBooking(id: number): Promise<void> {
  await api.del(`bookings/${id}`);
}

/** Errors (e.g. 422 'already over') go to the error dialog. */
export function useCancelBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelBooking,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: bookingsQueryKey });
      void queryClient.invalidateQueries({ queryKey: egoQueryKey });
      void queryClient.invalidateQueries({ queryKey: availableDesksQueryKey });
    },
  });
}
