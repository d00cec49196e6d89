import { useMutation, useQueryClient } from '@tanstack/react-query';
import { oneClickResponseSchema } from '../../../../contract/desk-settings';
import type { Booking } from '../../../../contract/bookings';
import { api } from '../../../lib/api';
import { egoQueryKey } from '../../../entities/ego/get-ego';
import { bookingsQueryKey } from '../../../entities/booking/get-my-bookings';

export type OneClickWhen = 'today' | 'tomorrow';

export async function oneClickBooking(when: OneClickWhen): Promise<Booking> {
  const { booking } = await api.post('bookings/one_click', { body: { when }, schema: oneClickResponseSchema });
  return booking;
}

/** handledErrors: the screen says 'nothing free' (409) itself. */
export function useOneClickBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: oneClickBooking,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: bookingsQueryKey });
      void queryClient.invalidateQueries({ queryKey: egoQueryKey });
    },
    meta: { handledErrors: true },
  });
}
