import { useQuery } from '@tanstack/react-query';
import { type DeskRequest } from '../../../contract/lottery';
import { api } from '../../lib/api';
import { namedSchema } from '../../lib/response-check/contract-modules';

/** Invalidated after requesting, withdrawing, booking or cancelling. */
export const deskRequestsQueryKey = ['desk-requests'] as const;

export async function getDeskRequests(): Promise<DeskRequest[]> {
  const { requests } = await api.get('desk_requests', { schema: namedSchema('lottery', 'deskRequestsResponseSchema') });
  return requests;
}

/** The user's desk requests from today on, each with the server's explanation. */
export function useDeskRequests() {
  return useQuery({ queryKey: deskRequestsQueryKey, queryFn: getDeskRequests });
}
