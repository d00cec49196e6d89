import { useQuery } from '@tanstack/react-query';
import { ownDeskResponseSchema, type OwnDesk } from '../../../../contract/own-desk';
import { api } from '../../../lib/api';

export function getOwnDesk(): Promise<OwnDesk> {
  return api.get('desk', { schema: ownDeskResponseSchema });
}

export function useOwnDesk() {
  return useQuery({ queryKey: ['desk', 'own'], queryFn: getOwnDesk });
}
