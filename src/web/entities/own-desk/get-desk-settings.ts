import { useQuery } from '@tanstack/react-query';
import type { DeskSettings } from '../../../contract/desk-settings';
import { api } from '../../lib/api';

export const deskSettingsQueryKey = ['settings', 'desk'] as const;

export function getDeskSettings(): Promise<DeskSettings> {
  return api.get('settings/desk', { schema: () => import('../../../contract/desk-settings').then((m) => m.deskSettingsSchema) });
}

export function useDeskSettings(enabled = true) {
  return useQuery({ queryKey: deskSettingsQueryKey, queryFn: getDeskSettings, enabled });
}
