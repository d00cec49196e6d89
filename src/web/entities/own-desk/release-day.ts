import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { egoQueryKey } from '../ego/get-ego';
import { bookingsQueryKey } from '../booking/get-my-bookings';

/** Frees one day of the own desk for colleagues. */
export async function releaseDay(day: string): Promise<void> {
  await api.post('desk/release', { body: { day } });
}

export function useReleaseDay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: releaseDay,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: bookingsQueryKey });
      void queryClient.invalidateQueries({ queryKey: egoQueryKey });
    },
  });
}
