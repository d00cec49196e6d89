import { useQuery } from '@tanstack/react-query';
import { type TeamDayResponse } from '../../../../contract/team';
import { api } from '../../../lib/api';
import { teamKeys } from './team-keys';
import { namedSchema } from '../../../lib/response-check/contract-modules';

export function getTeamDay(day: string): Promise<TeamDayResponse> {
  return api.get('team/days', { query: { day }, schema: namedSchema('team', 'teamDayResponseSchema') });
}

/** Where the caller's team is on a day; 422 (day out of range) and 403 are shown by the screen. */
export function useTeamDay(day: string | null) {
  return useQuery({
    queryKey: teamKeys.day(day ?? ''),
    queryFn: () => getTeamDay(day ?? ''),
    enabled: day !== null,
    meta: { handledErrors: true },
  });
}
