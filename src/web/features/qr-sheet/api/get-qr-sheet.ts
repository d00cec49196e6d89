import { useQuery } from '@tanstack/react-query';
import { qrSheetResponseSchema } from '../../../../contract/desk-settings';
import { api } from '../../../lib/api';

export function getQrSheet(locationId: number) {
  return api.get(`admin/locations/${locationId}/qr_sheet`, { schema: qrSheetResponseSchema });
}

export function useQrSheet(locationId: number | null) {
  return useQuery({
    queryKey: ['admin', 'qr-sheet', locationId],
    queryFn: () => getQrSheet(locationId ?? 0),
    enabled: locationId !== null,
  });
}
