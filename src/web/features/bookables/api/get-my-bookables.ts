import { useQuery } from '@tanstack/react-query';
import { bookablesResponseSchema, type BookablesResponse } from '../../../../contract/bookables';
import { api } from '../../../lib/api';
import { bookablesQueryKey } from './query-keys';

export function getMyBookables(): Promise<BookablesResponse> {
  return api.get('bookables', { schema: bookablesResponseSchema });
}

/** The reader's bookings and requests; fetched again on every mount (approvers decide in the meantime). */
export function useMyBookables() {
  return useQuery({ queryKey: [...bookablesQueryKey, 'mine'], queryFn: getMyBookables, refetchOnMount: 'always' });
}
