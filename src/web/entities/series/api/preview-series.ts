import { useQuery } from '@tanstack/react-query';
import { seriesPreviewResponseSchema, type SeriesBody, type SeriesPreview } from '../../../../contract/series';
import { api } from '../../../lib/api';
import { seriesPreviewQueryKey } from './series-keys';

/** A new series, or (`seriesId`) a change of that series: its own occurrences the change re-books are not conflicts. */
export function previewSeries(body: SeriesBody, seriesId: number | null = null): Promise<SeriesPreview> {
  const path = seriesId === null ? 'series/preview' : `series/${seriesId}/preview`;
  return api.post(path, { body, schema: seriesPreviewResponseSchema });
}

/**
 * Every occurrence of a (validated) series and what booking it would do to it; nothing is written. The
 * screen shows a 422 at its fields (handledErrors), so failures do not open the error dialog.
 */
export function useSeriesPreview(body: SeriesBody | null, seriesId: number | null = null) {
  return useQuery({
    queryKey: [...seriesPreviewQueryKey, seriesId, body],
    queryFn: () => previewSeries(body as SeriesBody, seriesId),
    enabled: body !== null,
    retry: false,
    staleTime: 0,
    meta: { handledErrors: true },
  });
}
