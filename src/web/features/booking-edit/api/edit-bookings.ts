import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createBookingResponseSchema, type CreateBookingResponse, type EditBookingsBody } from '../../../../contract/bookings';
import { api } from '../../../lib/api';
import { availableDesksQueryKey } from '../../../entities/booking/get-available-desks';
import { bookingsQueryKey } from '../../../entities/booking/get-my-bookings';
import { egoQueryKey } from '../../../entities/ego/get-ego';

/** PUT bookings: moves up to five own bookings to another slot, hours and/or desk (spec §5). */
export function editBookings(body: EditBookingsBody): Promise<CreateBookingResponse> {
  return api.put('bookings', { body, schema: createBookingResponseSchema });
}

/** handledErrors: the edit screen shows 404, 409 and 422 itself. */
export function useEditBookings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editBookings,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: bookingsQueryKey });
      void queryClient.invalidateQueries({ queryKey: egoQueryKey });
      void queryClient.invalidateQueries({ queryKey: availableDesksQueryKey });
    },
    meta: { handledErrors: true },
  });
}
