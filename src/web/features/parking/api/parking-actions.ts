import { useMutation, useQueryClient } from '@tanstack/react-query';
import { parkingBookingResponseSchema, type ParkingBookingInput, type ParkingBookingResponse } from '../../../../contract/parking';
import { api } from '../../../lib/api';
import { parkingKeys } from './parking-keys';

export function bookParking(body: ParkingBookingInput): Promise<ParkingBookingResponse> {
  return api.post('parking_bookings', { body, schema: parkingBookingResponseSchema });
}

export async function cancelParking(id: number): Promise<void> {
  await api.del(`parking_bookings/${id}`);
}

/** Books or cancels; the offer is read again either way (a refused booking means someone else was quicker). */
export function useBookParking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bookParking,
    meta: { handledErrors: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: parkingKeys.all }),
  });
}

export function useCancelParking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelParking,
    meta: { handledErrors: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: parkingKeys.all }),
  });
}
