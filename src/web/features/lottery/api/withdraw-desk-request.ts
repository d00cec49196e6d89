import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { egoQueryKey } from '../../../entities/ego/get-ego';
import { deskRequestsQueryKey } from '../../../entities/lottery/get-desk-requests';

export async function withdrawDeskRequest(id: number): Promise<void> {
  await api.del(`desk_requests/${id}`);
}

/** Withdraws a waiting request or leaves the waiting list; errors go to the error dialog. */
export function useWithdrawDeskRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawDeskRequest,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: deskRequestsQueryKey });
      void queryClient.invalidateQueries({ queryKey: egoQueryKey });
    },
  });
}
