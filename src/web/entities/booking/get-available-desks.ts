import { useQueries } from '@tanstack/react-query';
import type { ColleagueSeat, Desk } from '../../../contract/bookings';
import { api } from '../../lib/api';
import { namedSchema } from '../../lib/response-check/contract-modules';

export const availableDesksQueryKey = ['desks-available'] as const;

/** A slot of the group, or hours chosen by the user. */
export type TimeChoice = { slot_id: number } | { start_minute: number; end_minute: number };

export interface AvailableDesksParams {
  day: string;
  time: TimeChoice;
  location_id?: number;
}

/** A desk a linked colleague holds on one of the searched days. */
export interface DaySeat extends ColleagueSeat {
  day: string;
}

export async function getAvailableDesks({ day, time, location_id }: AvailableDesksParams): Promise<{ desks: Desk[]; seats: DaySeat[] }> {
  const query: Record<string, string> = { day };
  for (const [key, value] of Object.entries(time)) query[key] = String(value);
  if (location_id) query.location_id = String(location_id);
  const { desks, colleague_seats } = await api.get('desks/available', {
    query,
    schema: namedSchema('bookings', 'availableDesksResponseSchema'),
  });
  return { desks, seats: colleague_seats.map((seat) => ({ ...seat, day })) };
}

/**
 * Desks free on every one of the given days (one request per day, intersected), each day at its own time, and where the
 * reader's team sits on those days.
 */
export function useDesksFreeOnAll(searches: readonly { day: string; time: TimeChoice }[], enabled: boolean) {
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
        const [first = [], ...rest] = results.map((r) => r.data?.desks ?? []);
        const freeEverywhere = rest.map((list) => new Set(list.map((d) => d.id)));
        desks = first.filter((d) => freeEverywhere.every((ids) => ids.has(d.id)));
      }
      const seats = results.flatMap((r) => r.data?.seats ?? []);
      return { desks, seats, isPending: enabled && results.length > 0 && isPending, isError };
    },
  });
}

/** Desks free on every one of the given days at one time (nothing is asked before a time is chosen). */
export const useAvailableDesks = (days: readonly string[], time: TimeChoice | null) =>
  useDesksFreeOnAll(time ? days.map((day) => ({ day, time })) : [], time !== null);
