import { useQuery } from '@tanstack/react-query';
import { groupByCodeSchema, type GroupByCode } from '../../../../contract/group';
import { api } from '../../../lib/api';

/** The password policy of the group a reset link belongs to. */
export function getResetPolicy(token: string): Promise<GroupByCode> {
  return api.get('password/policy', { query: { token }, schema: groupByCodeSchema });
}

export function useResetPolicy(token: string) {
  return useQuery({
    queryKey: ['reset-policy', token],
    queryFn: () => getResetPolicy(token),
    enabled: token.length > 0,
    retry: false,
    meta: { handledErrors: true },
  });
}
