import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { runLotteryResponseSchema, type runLotteryBodySchema } from '../../../../contract/lottery';
import { api } from '../../../lib/api';
import { egoQueryKey } from '../../../entities/ego/get-ego';
import { bookingsQueryKey } from '../../../entities/booking/get-my-bookings';
import { deskRequestsQueryKey } from '../../../entities/lottery/get-desk-requests';

export type RunLotteryBody = z.input<typeof runLotteryBodySchema>;
export type RunLotteryResponse = z.infer<typeof runLotteryResponseSchema>;

export function runLottery(body: RunLotteryBody): Promise<RunLotteryResponse> {
  return api.post('admin/lottery/run', { body, schema: runLotteryResponseSchema });
}

/** Admins only: closes a day's requests now and draws. handledErrors: the screen shows 422 itself. */
export function useRunLottery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runLottery,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: deskRequestsQueryKey });
      void queryClient.invalidateQueries({ queryKey: bookingsQueryKey });
      void queryClient.invalidateQueries({ queryKey: egoQueryKey });
    },
    meta: { handledErrors: true },
  });
}
