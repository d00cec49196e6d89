import { useQuery } from '@tanstack/react-query';
import { type CateringList } from '../../../../contract/rooms';
import { api } from '../../../lib/api';
import { namedSchema } from '../../../lib/response-check/contract-modules';

const query = (locationId: number, day: string) => ({ location_id: String(locationId), day });

export function getCateringList(locationId: number, day: string): Promise<CateringList> {
  return api.get('admin/catering', { query: query(locationId, day), schema: namedSchema('rooms', 'cateringListResponseSchema') });
}

/** Admins only (403 otherwise, shown in the error dialog). */
export function useCateringList(locationId: number | null, day: string | null) {
  return useQuery({
    queryKey: ['admin', 'catering', locationId, day],
    queryFn: () => getCateringList(locationId ?? 0, day ?? ''),
    enabled: locationId !== null && day !== null,
  });
}

/** The same list as a CSV file (the API needs the bearer token, so no plain link). */
export function getCateringCsv(locationId: number, day: string): Promise<string> {
  return api.getText('admin/catering.csv', { query: query(locationId, day) });
}
