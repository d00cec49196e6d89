import { useQueries } from '@tanstack/react-query';
import type { Desk } from '../../../../contract/bookings';
import { availableDesksQueryKey, getAvailableDesks } from '../../bookings/api/get-available-desks';
import type { EditTimeChoice } from '../lib/edit-selection';

/** Desks free on every selected day, each day at its own time (GET desks/available per day, intersected). */
export function useDesksFreeOnAll(searches: readonly { day: string; time: EditTimeChoice }[], enabled: boolean) {
  return useQueries({
    queries: searches.map(({ day, time }) => ({
      queryKey: [...availableDesksQueryKey, day, time],
      queryFn: () => getAvailableDesks({ day, time }),
      enabled,
      staleTime: 10_000,
    })),
    combine: (results) => {
      const isPending = results.some((r) => r.isPending);
      const isError = results.some((r) => r.isError);
      let desks: Desk[] | null = null;
      if (!isPending && !isError && results.length > 0) {
        const [first = [], ...rest] = results.map((r) => r.data ?? []);
        const freeEverywhere = rest.map((list) => new Set(list.map((d) => d.id)));
        desks = first.filter((d) => freeEverywhere.every((ids) => ids.has(d.id)));
      }
      return { desks, isPending: enabled && results.length > 0 && isPending, isError };
    },
  });
}
