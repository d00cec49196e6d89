import { useQuery } from '@tanstack/react-query';
import { type Colleague } from '../../../contract/team';
import { api } from '../../lib/api';
import { namedSchema } from '../../lib/response-check/contract-modules';

export const teamColleaguesQueryKey = ['lottery', 'team-colleagues'] as const;

/** The colleagues linked with the caller (accepted links): whom a desk request can be filed together with. */
export async function getTeamColleagues(): Promise<Colleague[]> {
  const { links } = await api.get('links', { schema: namedSchema('team', 'linksResponseSchema') });
  return links
    .filter((link) => link.status === 'accepted')
    .map((link) => link.colleague)
    .sort((a, b) => a.last_name.localeCompare(b.last_name) || a.first_name.localeCompare(b.first_name));
}

/** Only in groups with staff search (links exist there only); without it the request panel offers no team. */
export function useTeamColleagues(enabled: boolean) {
  return useQuery({ queryKey: teamColleaguesQueryKey, queryFn: getTeamColleagues, enabled, meta: { handledErrors: true } });
}
