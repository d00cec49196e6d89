import { useQuery } from '@tanstack/react-query';
import { groupByCodeSchema, type GroupByCode } from '../../../../contract/group';
import { api } from '../../../lib/api';

export function getGroupByCode(code: string): Promise<GroupByCode> {
  return api.get(`groups/by_code/${encodeURIComponent(code)}`, { schema: groupByCodeSchema });
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
