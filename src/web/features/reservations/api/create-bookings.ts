import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createBookingResponseSchema, type CreateBookingBody, type CreateBookingResponse } from '../../../../contract/bookings';
import { api } from '../../../lib/api';
import { egoQueryKey } from '../../../entities/ego/get-ego';
import { availableDesksQueryKey } from '../../../entities/booking/get-available-desks';
import { bookingsQueryKey } from '../../../entities/booking/get-my-bookings';
import { planMarkersQueryKey } from '../../../entities/floor-plan/floor-plan-api';

export function createBookings(body: CreateBookingBody): Promise<CreateBookingResponse> {
  return api.post('bookings', { body, schema: createBookingResponseSchema });
}

/** handledErrors: the booking screen shows 409 and 422 itself. */
export function useCreateBookings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBookings,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: bookingsQueryKey });
      void queryClient.invalidateQueries({ queryKey: egoQueryKey });
      void queryClient.invalidateQueries({ queryKey: availableDesksQueryKey });
      void queryClient.invalidateQueries({ queryKey: planMarkersQueryKey });
    },
    meta: { handledErrors: true },
  });
}
