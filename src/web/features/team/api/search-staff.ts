import { useQuery } from '@tanstack/react-query';
import { type StaffMember } from '../../../../contract/team';
import { api } from '../../../lib/api';
import { teamKeys } from './team-keys';
import { namedSchema } from '../../../lib/response-check/contract-modules';

export async function searchStaff(q: string): Promise<StaffMember[]> {
  const { staff } = await api.get('staff', { query: { q }, schema: namedSchema('team', 'staffResponseSchema') });
  return staff;
}

/** Colleagues matching a (debounced) text, with their presence and link; nothing is asked for an empty text. */
export function useStaffSearch(q: string) {
  const text = q.trim();
  return useQuery({
    queryKey: teamKeys.staff(text),
    queryFn: () => searchStaff(text),
    enabled: text.length > 0,
    // the screen shows a 422 at the field and a 403 as 'no staff search'
    meta: { handledErrors: true },
    placeholderData: (previous) => previous,
  });
}
