import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deskRequestsResponseSchema, type DeskRequest, type DeskRequestBody } from '../../../contract/lottery';
import { api } from '../../lib/api';
import { egoQueryKey } from '../ego/get-ego';
import { deskRequestsQueryKey } from './get-desk-requests';

export async function createDeskRequests(body: DeskRequestBody): Promise<DeskRequest[]> {
  const { requests } = await api.post('desk_requests', { body, schema: deskRequestsResponseSchema });
  return requests;
}

/** handledErrors: the booking screen shows 422 (draw already ran, request exists) itself. */
export function useCreateDeskRequests() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDeskRequests,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: deskRequestsQueryKey });
      void queryClient.invalidateQueries({ queryKey: egoQueryKey });
    },
    meta: { handledErrors: true },
  });
}
