import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Series } from '../../../../contract/series';
import { api } from '../../../lib/api';
import { invalidateAfterSeriesChange } from './series-keys';

/** `DELETE series/:id`: every occurrence from today on; past ones stay. */
export async function cancelSeries(id: number): Promise<void> {
  await api.del(`series/${id}`);
}

/** Where one booking of each kind is cancelled. */
const BOOKING_PATH: Record<Series['kind'], string> = { desk: 'bookings', room: 'room_bookings', bookable: 'bookable_bookings' };

/** One occurrence, through the ordinary cancel route of its kind. */
export async function cancelOccurrence({ kind, bookingId }: { kind: Series['kind']; bookingId: number }): Promise<void> {
  await api.del(`${BOOKING_PATH[kind]}/${bookingId}`);
}

/** Errors (e.g. 422 'already over') go to the error dialog. */
export function useCancelSeries() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: cancelSeries, onSettled: () => invalidateAfterSeriesChange(queryClient) });
}

export function useCancelOccurrence() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: cancelOccurrence, onSettled: () => invalidateAfterSeriesChange(queryClient) });
}
