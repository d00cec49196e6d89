import { useQuery } from '@tanstack/react-query';
import { type ParkingOffer } from '../../../../contract/parking';
import { api } from '../../../lib/api';
import { parkingKeys } from './parking-keys';
import { namedSchema } from '../../../lib/response-check/contract-modules';

export function getParkingOffer(day: string): Promise<ParkingOffer> {
  return api.get('parking', { query: { day }, schema: namedSchema('parking', 'parkingOfferSchema') });
}

/** The group's parking spaces on a day, the caller's parking days and the portal link; 403 and 422 are shown by the screen. */
export function useParkingOffer(day: string) {
  return useQuery({ queryKey: parkingKeys.offer(day), queryFn: () => getParkingOffer(day), meta: { handledErrors: true } });
}
