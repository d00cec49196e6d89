import { useQuery } from '@tanstack/react-query';
import type { Series } from '../../../../contract/series';
import { api } from '../../../lib/api';
import { seriesQueryKey } from './series-keys';
import { namedSchema } from '../../../lib/response-check/contract-modules';

export async function getMySeries(): Promise<Series[]> {
  const { series } = await api.get('series', {
    schema: namedSchema('series', 'seriesListResponseSchema'),
  });
  return series;
}

/** The reader's series that still have an occurrence ahead, newest first. */
export function useMySeries() {
  return useQuery({ queryKey: seriesQueryKey, queryFn: getMySeries });
}
