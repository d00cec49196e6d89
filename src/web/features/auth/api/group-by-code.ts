import { useQuery } from '@tanstack/react-query';
import { type GroupByCode } from '../../../../contract/group';
import { api } from '../../../lib/api';
import { namedSchema } from '../../../lib/response-check/contract-modules';

export function getGroupByCode(code: string): Promise<GroupByCode> {
  return api.get(`groups/by_code/${encodeURIComponent(code)}`, { schema: namedSchema('group', 'groupByCodeSchema') });
}

/** The group (name, password policy) for a group code typed at registration; pass the debounced code. */
export function useGroupByCode(code: string) {
  const trimmed = code.trim();
  return useQuery({
    queryKey: ['group-by-code', trimmed],
    queryFn: () => getGroupByCode(trimmed),
    enabled: trimmed.length > 0,
    retry: false,
    meta: { handledErrors: true },
  });
}
