import { useQuery } from '@tanstack/react-query';
import { type PlanMarkersResponse, type PlanResourceKind } from '../../../contract/floor-plans';
import { api } from '../../lib/api';
import { namedSchema } from '../../lib/response-check/contract-modules';

export const planMarkersQueryKey = ['plan-markers'] as const;

export interface PlanMarkersParams {
  kind: PlanResourceKind;
  day: string;
  /** a slot or hours; without, the whole day */
  time?: { slot_id: number } | { start_minute: number; end_minute: number } | null;
}

/** The areas with a plan and the kind's markers, each one's state for the reader (one request per view). */
export function usePlanMarkers({ kind, day, time }: PlanMarkersParams, enabled = true) {
  const query: Record<string, string> = { kind, day };
  for (const [key, value] of Object.entries(time ?? {})) query[key] = String(value);
  return useQuery({
    queryKey: [...planMarkersQueryKey, query],
    queryFn: (): Promise<PlanMarkersResponse> =>
      api.get('plan_markers', { query, schema: namedSchema('floor-plans', 'planMarkersResponseSchema') }),
    enabled,
    staleTime: 10_000,
  });
}

/** The image as a data: URL: the API wants the bearer token, which an <img src> cannot send, and the CSP allows data:. */
function readAsDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('plan image unreadable'));
    reader.readAsDataURL(blob);
  });
}

/** An area's plan image; the version (from the plan's metadata) changes with every upload. */
export function usePlanImage(areaId: number, version: string) {
  return useQuery({
    queryKey: ['plan-image', areaId, version],
    queryFn: async () => readAsDataUrl(await api.getBlob(`areas/${areaId}/plan`, { query: { v: version } })),
    staleTime: Infinity,
  });
}
