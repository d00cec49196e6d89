import { useQuery } from '@tanstack/react-query';
import { type StaffMember } from '../../../../contract/team';
import { api } from '../../../lib/api';
import { namedSchema } from '../../../lib/response-check/contract-modules';

export async function searchStaff(q: string): Promise<StaffMember[]> {
  const { staff } = await api.get('staff', { query: { q }, schema: namedSchema('team', 'staffResponseSchema') });
  return staff;
}

/** Colleagues matching a (debounced) search text; nothing is asked for an empty text. */
export function useStaffSearch(q: string) {
  const text = q.trim();
  return useQuery({ queryKey: ['staff', text], queryFn: () => searchStaff(text), enabled: text.length > 0 });
}
