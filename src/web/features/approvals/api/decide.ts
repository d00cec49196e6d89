import { useMutation, useQueryClient } from '@tanstack/react-query';
import { decisionResponseSchema, type DecisionResponse, type RejectBody } from '../../../../contract/bookables';
import { api } from '../../../lib/api';
import { approvalsQueryKey } from './get-approvals';

export type Decision = { id: number; outcome: 'approve'; series: boolean } | { id: number; outcome: 'reject'; body: RejectBody };

export function decide(decision: Decision): Promise<DecisionResponse> {
  const body = decision.outcome === 'approve' ? { series: decision.series } : decision.body;
  return api.post(`approvals/${decision.id}/${decision.outcome}`, { body, schema: decisionResponseSchema });
}

/** Approves or rejects; the list is read again either way. handledErrors: 409 and 422 are shown where they belong. */
export function useDecide() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decide,
    onSettled: () => queryClient.invalidateQueries({ queryKey: approvalsQueryKey }),
    meta: { handledErrors: true },
  });
}
