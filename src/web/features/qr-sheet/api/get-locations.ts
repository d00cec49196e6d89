import { useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api';
import { namedSchema } from '../../../lib/response-check/contract-modules';

export async function getLocations() {
  const { locations } = await api.get('admin/locations', { schema: namedSchema('desk-settings', 'locationsResponseSchema') });
  return locations;
}

/** Admins only (403 otherwise, shown in the error dialog). */
export function useLocations() {
  return useQuery({ queryKey: ['admin', 'locations'], queryFn: getLocations });
}
