import { useMutation, useQueryClient } from '@tanstack/react-query';
import { seriesWriteResponseSchema, type SeriesBody, type SeriesWriteResponse } from '../../../../contract/series';
import { api } from '../../../lib/api';
import { invalidateAfterSeriesChange } from './series-keys';

export function createSeries(body: SeriesBody): Promise<SeriesWriteResponse> {
  return api.post('series', { body, schema: seriesWriteResponseSchema });
}

/** Books every free occurrence in one request; handledErrors: the preview shows 409 and 422 itself. */
export function useCreateSeries() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSeries,
    onSettled: () => invalidateAfterSeriesChange(queryClient),
    meta: { handledErrors: true },
  });
}
