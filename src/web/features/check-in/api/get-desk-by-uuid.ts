import { useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api';
import { namedSchema } from '../../../lib/response-check/contract-modules';

export const deskByUuidQueryKey = (uuid: string) => ['desk-by-uuid', uuid] as const;

export function getDeskByUuid(uuid: string) {
  return api.get(`desks/by_uuid/${encodeURIComponent(uuid)}`, { schema: namedSchema('bookings', 'deskCheckInViewSchema') });
}

/** The desk of a QR code and the caller's booking there today; a 404 shows in the error dialog. */
export function useDeskByUuid(uuid: string) {
  return useQuery({ queryKey: deskByUuidQueryKey(uuid), queryFn: () => getDeskByUuid(uuid), retry: false });
}
