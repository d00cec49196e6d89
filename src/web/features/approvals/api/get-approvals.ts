import { useQuery } from '@tanstack/react-query';
import { type BookableBooking } from '../../../../contract/bookables';
import { api } from '../../../lib/api';
import { namedSchema } from '../../../lib/response-check/contract-modules';

export const approvalsQueryKey = ['approvals'] as const;

export async function getApprovals(): Promise<BookableBooking[]> {
  const { requests } = await api.get('approvals', { schema: namedSchema('bookables', 'approvalsResponseSchema') });
  return requests;
}

/** The waiting requests the reader may decide; handledErrors: the screen says when they decide none (403). */
export function useApprovals() {
  return useQuery({
    queryKey: approvalsQueryKey,
    queryFn: getApprovals,
    refetchOnMount: 'always',
    retry: false,
    meta: { handledErrors: true },
  });
}
