import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bookableBookingResponseSchema, type BookableBooking, type CreateBookableBookingBody } from '../../../../contract/bookables';
import { api } from '../../../lib/api';
import { bookablesQueryKey } from './query-keys';

export async function createBookableBooking(body: CreateBookableBookingBody): Promise<BookableBooking> {
  const { booking } = await api.post('bookable_bookings', { body, schema: bookableBookingResponseSchema });
  return booking;
}

/** Books or requests a bookable; handledErrors: the form shows 409 and 422 itself. */
export function useCreateBookableBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBookableBooking,
    onSettled: () => queryClient.invalidateQueries({ queryKey: bookablesQueryKey }),
    meta: { handledErrors: true },
  });
}
