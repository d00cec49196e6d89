import { useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api';
import { namedSchema } from '../../../lib/response-check/contract-modules';

export function getQrSheet(locationId: number) {
  return api.get(`admin/locations/${locationId}/qr_sheet`, { schema: namedSchema('desk-settings', 'qrSheetResponseSchema') });
}

export function useQrSheet(locationId: number | null) {
  return useQuery({
    queryKey: ['admin', 'qr-sheet', locationId],
    queryFn: () => getQrSheet(locationId ?? 0),
    enabled: locationId !== null,
  });
}
