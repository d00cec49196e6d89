import { useQuery } from '@tanstack/react-query';
import { type Link } from '../../../../contract/team';
import { api } from '../../../lib/api';
import { teamKeys } from './team-keys';
import { namedSchema } from '../../../lib/response-check/contract-modules';

export async function getLinks(): Promise<Link[]> {
  const { links } = await api.get('links', { schema: namedSchema('team', 'linksResponseSchema') });
  return links;
}

/** The caller's team and open requests both ways; a 403 (no staff search) is shown by the screen. */
export function useLinks(enabled: boolean) {
  return useQuery({ queryKey: teamKeys.links, queryFn: getLinks, enabled, meta: { handledErrors: true } });
}
