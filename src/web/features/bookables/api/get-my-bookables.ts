import { useQuery } from '@tanstack/react-query';
import { type BookablesResponse } from '../../../../contract/bookables';
import { api } from '../../../lib/api';
import { bookablesQueryKey } from './query-keys';
import { namedSchema } from '../../../lib/response-check/contract-modules';

export function getMyBookables(): Promise<BookablesResponse> {
  return api.get('bookables', { schema: namedSchema('bookables', 'bookablesResponseSchema') });
}

/** The reader's bookings and requests; fetched again on every mount (approvers decide in the meantime). */
export function useMyBookables() {
  return useQuery({ queryKey: [...bookablesQueryKey, 'mine'], queryFn: getMyBookables, refetchOnMount: 'always' });
}
