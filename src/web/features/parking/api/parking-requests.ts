import { useMutation, useQueryClient } from '@tanstack/react-query';
import { parkingRequestsResponseSchema, type ParkingRequest, type ParkingRequestBody } from '../../../../contract/parking';
import { api } from '../../../lib/api';
import { parkingKeys } from './parking-keys';

export async function requestParking(body: ParkingRequestBody): Promise<ParkingRequest[]> {
  const { requests } = await api.post('parking_requests', { body, schema: parkingRequestsResponseSchema });
  return requests;
}

export async function withdrawParkingRequest(id: number): Promise<void> {
  await api.del(`parking_requests/${id}`);
}

/** Asks for a parking space (lottery mode); the screen shows 403 and 422 itself. */
export function useRequestParking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestParking,
    meta: { handledErrors: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: parkingKeys.all }),
  });
}

/** Withdraws a request or leaves the waiting list. */
export function useWithdrawParkingRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawParkingRequest,
    meta: { handledErrors: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: parkingKeys.all }),
  });
}
