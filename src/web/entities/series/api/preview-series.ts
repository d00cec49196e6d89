import { useQuery } from '@tanstack/react-query';
import { seriesPreviewResponseSchema, type SeriesBody, type SeriesPreview } from '../../../../contract/series';
import { api } from '../../../lib/api';
import { seriesPreviewQueryKey } from './series-keys';

export function previewSeries(body: SeriesBody): Promise<SeriesPreview> {
  return api.post('series/preview', { body, schema: seriesPreviewResponseSchema });
}

/**
 * Every occurrence of a (validated) series and what booking it would do to it; nothing is written. The
 * screen shows a 422 at its fields (handledErrors), so failures do not open the error dialog.
 */
export function useSeriesPreview(body: SeriesBody | null) {
  return useQuery({
    queryKey: [...seriesPreviewQueryKey, body],
    queryFn: () => previewSeries(body as SeriesBody),
    enabled: body !== null,
    retry: false,
    staleTime: 0,
    meta: { handledErrors: true },
  });
}
