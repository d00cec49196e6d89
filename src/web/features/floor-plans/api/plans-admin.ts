import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { planLayoutSchema, type PlanAreasResponse, type PlanLayout, type PositionsBody } from '../../../../contract/floor-plans';
import { api } from '../../../lib/api';
import { namedSchema } from '../../../lib/response-check/contract-modules';

const plansKey = ['admin', 'plans'] as const;

export const usePlanAreas = () =>
  useQuery({
    queryKey: plansKey,
    queryFn: (): Promise<PlanAreasResponse> => api.get('admin/plans', { schema: namedSchema('floor-plans', 'planAreasResponseSchema') }),
  });

export const usePlanLayout = (areaId: number | null) =>
  useQuery({
    queryKey: [...plansKey, areaId],
    queryFn: (): Promise<PlanLayout> =>
      api.get(`admin/areas/${areaId}/plan_layout`, { schema: namedSchema('floor-plans', 'planLayoutSchema') }),
    enabled: areaId !== null,
  });

/** A change to an area's plan; the areas and the layout are loaded again afterwards, whatever the outcome. */
function usePlanChange<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: plansKey });
      await queryClient.invalidateQueries({ queryKey: ['plan-markers'] });
    },
    meta: { handledErrors: true },
  });
}

export const useUploadPlan = () =>
  usePlanChange(({ areaId, file }: { areaId: number; file: File }) =>
    api.put(`admin/areas/${areaId}/plan`, { body: file, schema: planLayoutSchema }),
  );

export const useRemovePlan = () =>
  usePlanChange(async (areaId: number): Promise<void> => {
    await api.del(`admin/areas/${areaId}/plan`);
  });

export const usePlaceResources = () =>
  usePlanChange(({ areaId, body }: { areaId: number; body: PositionsBody }) =>
    api.put(`admin/areas/${areaId}/positions`, { body, schema: planLayoutSchema }),
  );
