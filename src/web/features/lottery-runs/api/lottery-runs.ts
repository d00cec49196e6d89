import { useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api';
import { namedSchema } from '../../../lib/response-check/contract-modules';

/** A run as published to the group (commitment, seed, pseudonymised draw, the reader's own draw). */
export function useLotteryRun(id: number) {
  return useQuery({
    queryKey: ['lottery-run', id],
    queryFn: () => api.get(`lottery/runs/${id}`, { schema: namedSchema('lottery-runs', 'lotteryRunSchema') }),
    enabled: Number.isInteger(id) && id > 0,
  });
}

/** The reader's last draws, newest first. */
export function useMyDraws() {
  return useQuery({
    queryKey: ['lottery-runs', 'mine'],
    queryFn: async () => (await api.get('lottery/runs', { schema: namedSchema('lottery-runs', 'lotteryRunsResponseSchema') })).runs,
  });
}
