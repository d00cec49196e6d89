import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { egoQueryKey } from '../ego/get-ego';
import { bookingsQueryKey } from '../booking/get-my-bookings';
import { namedSchema } from '../../lib/response-check/contract-modules';

/** Takes a released day of the own desk back; 409 when a colleague booked it meanwhile (error dialog). */
export async function reclaimDay(day: string) {
  // the answer is { booking }, the same shape as the one-click answer
  const { booking } = await api.post('desk/reclaim', {
    body: { day },
    schema: namedSchema('desk-settings', 'oneClickResponseSchema'),
  });
  return booking;
}

export function useReclaimDay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reclaimDay,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: bookingsQueryKey });
      void queryClient.invalidateQueries({ queryKey: egoQueryKey });
    },
  });
}
