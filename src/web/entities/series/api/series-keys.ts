import type { QueryClient } from '@tanstack/react-query';
import { bookablesQueryKey } from '../../bookable/query-keys';
import { availableDesksQueryKey } from '../../booking/get-available-desks';
import { bookingsQueryKey } from '../../booking/get-my-bookings';
import { egoQueryKey } from '../../ego/get-ego';
import { roomBookingsQueryKey } from '../../room-booking/get-room-bookings';

/** Prefix of every query that reads the user's series. */
export const seriesQueryKey = ['series'] as const;
/** Prefix of the previews (they change as others book, so they are fetched again after any write). */
export const seriesPreviewQueryKey = ['series-preview'] as const;

/** After a series is booked or cancelled: the calendar, the desk, room and bookable lists, free desks and the series. */
export function invalidateAfterSeriesChange(queryClient: QueryClient): void {
  for (const queryKey of [
    seriesQueryKey,
    seriesPreviewQueryKey,
    bookingsQueryKey,
    egoQueryKey,
    availableDesksQueryKey,
    roomBookingsQueryKey,
    bookablesQueryKey,
  ]) {
    void queryClient.invalidateQueries({ queryKey });
  }
}
