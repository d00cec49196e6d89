import { useQuery } from '@tanstack/react-query';
import { locationsResponseSchema } from '../../../../contract/desk-settings';
import { api } from '../../../lib/api';

export async function getLocations() {
  const { locations } = await api.get('admin/locations', { schema: locationsResponseSchema });
  return locations;
}

/** Admins only (403 otherwise, shown in the error dialog). */
export function useLocations() {
  return useQuery({ queryKey: ['admin', 'locations'], queryFn: getLocations });
}
