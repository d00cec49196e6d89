import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type OccupancyQueryInput, type OccupancyResponse } from '../../../../contract/occupancy';
import { api } from '../../../lib/api';
import { namedSchema } from '../../../lib/response-check/contract-modules';

const toQuery = (q: OccupancyQueryInput): Record<string, string> =>
  Object.fromEntries(Object.entries(q).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]])));

export function getOccupancy(q: OccupancyQueryInput): Promise<OccupancyResponse> {
  return api.get('admin/occupancy', { query: toQuery(q), schema: namedSchema('occupancy', 'occupancyResponseSchema') });
}

/** Admins only (403 otherwise, shown in the error dialog); the previous figures stay while a new range loads. */
export function useOccupancy(q: OccupancyQueryInput | null) {
  return useQuery({
    queryKey: ['admin', 'occupancy', q],
    queryFn: () => getOccupancy(q ?? { from: '', to: '' }),
    enabled: q !== null,
    placeholderData: keepPreviousData,
  });
}

/** The same figures per day as a CSV file (the API needs the bearer token, so no plain link). */
export async function getOccupancyCsv(q: OccupancyQueryInput): Promise<string> {
  const text = await api.getText('admin/occupancy.csv', { query: toQuery(q) });
  // fetch's text() drops the byte order mark; Excel needs it to read UTF-8
  return text.startsWith('\uFEFF') ? text : `\uFEFF${text}`;
}
