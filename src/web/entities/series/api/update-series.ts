import { useMutation, useQueryClient } from '@tanstack/react-query';
import { seriesWriteResponseSchema, type SeriesBody, type SeriesWriteResponse } from '../../../../contract/series';
import { api } from '../../../lib/api';
import { invalidateAfterSeriesChange } from './series-keys';

/** `PUT series/:id`: the occurrences not yet started are booked again with the new time and rule. */
export function updateSeries({ id, body }: { id: number; body: SeriesBody }): Promise<SeriesWriteResponse> {
  return api.put(`series/${id}`, { body, schema: seriesWriteResponseSchema });
}

/** handledErrors: the preview shows 409 and 422 itself. */
export function useUpdateSeries() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSeries,
    onSettled: () => invalidateAfterSeriesChange(queryClient),
    meta: { handledErrors: true },
  });
}
