import { useQuery } from '@tanstack/react-query';
import { type OwnDesk } from '../../../../contract/own-desk';
import { api } from '../../../lib/api';
import { namedSchema } from '../../../lib/response-check/contract-modules';

export function getOwnDesk(): Promise<OwnDesk> {
  return api.get('desk', { schema: namedSchema('own-desk', 'ownDeskResponseSchema') });
}

export function useOwnDesk() {
  return useQuery({ queryKey: ['desk', 'own'], queryFn: getOwnDesk });
}
