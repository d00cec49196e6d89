import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminAreaSchema,
  adminLocationSchema,
  adminResourceSchema,
  type AdminArea,
  type AdminLocation,
  type AdminPlacesResponse,
  type AdminResource,
  type AreaResourcesResponse,
  type CreateResourceInput,
  type LocationInput,
  type UpdateResourceInput,
} from '../../../../contract/admin-places';
import { api } from '../../../lib/api';
import { namedSchema } from '../../../lib/response-check/contract-modules';

const placesKey = ['admin', 'places'] as const;

export function usePlaces() {
  return useQuery({
    queryKey: placesKey,
    queryFn: (): Promise<AdminPlacesResponse> =>
      api.get('admin/places', { schema: namedSchema('admin-places', 'adminPlacesResponseSchema') }),
  });
}

export function useAreaResources(areaId: number) {
  return useQuery({
    queryKey: [...placesKey, 'area', areaId],
    queryFn: (): Promise<AreaResourcesResponse> =>
      api.get(`admin/areas/${areaId}/resources`, { schema: namedSchema('admin-places', 'areaResourcesResponseSchema') }),
  });
}

/** A change to the places; everything under admin/places is loaded again afterwards, whatever the outcome. */
function usePlacesChange<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: placesKey }),
    meta: { handledErrors: true },
  });
}

export const useCreateLocation = () =>
  usePlacesChange((body: LocationInput): Promise<AdminLocation> => api.post('admin/locations', { body, schema: adminLocationSchema }));

export const useUpdateLocation = () =>
  usePlacesChange(({ id, body }: { id: number; body: LocationInput }): Promise<AdminLocation> =>
    api.put(`admin/locations/${id}`, { body, schema: adminLocationSchema }),
  );

export const useDeleteLocation = () =>
  usePlacesChange(async (id: number): Promise<void> => {
    await api.del(`admin/locations/${id}`);
  });

export const useCreateArea = () =>
  usePlacesChange(({ locationId, name }: { locationId: number; name: string }): Promise<AdminArea> =>
    api.post(`admin/locations/${locationId}/areas`, { body: { name }, schema: adminAreaSchema }),
  );

export const useRenameArea = () =>
  usePlacesChange(({ id, name }: { id: number; name: string }): Promise<AdminArea> =>
    api.put(`admin/areas/${id}`, { body: { name }, schema: adminAreaSchema }),
  );

export const useDeleteArea = () =>
  usePlacesChange(async (id: number): Promise<void> => {
    await api.del(`admin/areas/${id}`);
  });

export const useCreateResource = () =>
  usePlacesChange(({ areaId, body }: { areaId: number; body: CreateResourceInput }): Promise<AdminResource> =>
    api.post(`admin/areas/${areaId}/resources`, { body, schema: adminResourceSchema }),
  );

export const useUpdateResource = () =>
  usePlacesChange(({ id, body }: { id: number; body: UpdateResourceInput }): Promise<AdminResource> =>
    api.put(`admin/resources/${id}`, { body, schema: adminResourceSchema }),
  );

export const useSetInService = () =>
  usePlacesChange(async ({ id, active }: { id: number; active: boolean }): Promise<void> => {
    await api.put(`admin/resources/${id}/service`, { body: { active } });
  });
