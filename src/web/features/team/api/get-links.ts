import { useQuery } from '@tanstack/react-query';
import { linksResponseSchema, type Link } from '../../../../contract/team';
import { api } from '../../../lib/api';
import { teamKeys } from './team-keys';

export async function getLinks(): Promise<Link[]> {
  const { links } = await api.get('links', { schema: linksResponseSchema });
  return links;
}

/** The caller's team and open requests both ways; a 403 (no staff search) is shown by the screen. */
export function useLinks(enabled: boolean) {
  return useQuery({ queryKey: teamKeys.links, queryFn: getLinks, enabled, meta: { handledErrors: true } });
}
