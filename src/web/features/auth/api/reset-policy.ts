import { useQuery } from '@tanstack/react-query';
import { type GroupByCode } from '../../../../contract/group';
import { api } from '../../../lib/api';
import { namedSchema } from '../../../lib/response-check/contract-modules';

/** The password policy of the group a reset link belongs to. */
export function getResetPolicy(token: string): Promise<GroupByCode> {
  return api.get('password/policy', { query: { token }, schema: namedSchema('group', 'groupByCodeSchema') });
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
