import { useMutation, useQueryClient } from '@tanstack/react-query';
import { checkInResponseSchema } from '../../../../contract/bookings';
import { api } from '../../../lib/api';
import { egoQueryKey } from '../../../entities/ego/get-ego';
import { bookingsQueryKey } from '../../../entities/booking/get-my-bookings';
import { deskByUuidQueryKey } from './get-desk-by-uuid';

export function checkIn(uuid: string) {
  return api.post(`desks/check_in/${encodeURIComponent(uuid)}`, { schema: checkInResponseSchema });
}

/** handledErrors: 409 (taken or closed) shows on the screen. */
export function useCheckIn(uuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => checkIn(uuid),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: deskByUuidQueryKey(uuid) });
      void queryClient.invalidateQueries({ queryKey: egoQueryKey });
      void queryClient.invalidateQueries({ queryKey: bookingsQueryKey });
    },
    meta: { handledErrors: true },
  });
}
