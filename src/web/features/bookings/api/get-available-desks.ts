import { useQueries } from '@tanstack/react-query';
import { availableDesksResponseSchema, type Desk } from '../../../../contract/bookings';
import { api } from '../../../lib/api';

export const availableDesksQueryKey = ['desks-available'] as const;

/** A slot of the group, or hours chosen by the user. */
export type TimeChoice = { slot_id: number } | { start_minute: number; end_minute: number };

export interface AvailableDesksParams {
  day: string;
  time: TimeChoice;
  location_id?: number;
}

export async function getAvailableDesks({ day, time, location_id }: AvailableDesksParams): Promise<Desk[]> {
  const query: Record<string, string> = { day };
  for (const [key, value] of Object.entries(time)) query[key] = String(value);
  if (location_id) query.location_id = String(location_id);
  const { desks } = await api.get('desks/available', { query, schema: availableDesksResponseSchema });
  return desks;
}

/** Desks free on every one of the given days (one request per day, intersected). */
export function useAvailableDesks(days: readonly string[], time: TimeChoice | null) {
  return useQueries({
    queries: days.map((day) => ({
      queryKey: [...availableDesksQueryKey, day, time],
      queryFn: () => getAvailableDesks({ day, time: time ?? { slot_id: 0 } }),
      enabled: time !== null,
      staleTime: 10_000,
    })),
    combine: (results) => {
      const isPending = results.some((r) => r.isPending);
      const isError = results.some((r) => r.isError);
      let desks: Desk[] | null = null;
      if (!isPending && !isError && results.length > 0) {
        const lists = results.map((r) => r.data ?? []);
        const [first = [], ...rest] = lists;
        const freeEverywhere = rest.map((list) => new Set(list.map((d) => d.id)));
        desks = first.filter((d) => freeEverywhere.every((ids) => ids.has(d.id)));
      }
      return { desks, isPending: results.length > 0 && isPending, isError };
    },
  });
}
