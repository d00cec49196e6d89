import { useQuery } from '@tanstack/react-query';
import type { DeskSettings } from '../../../contract/desk-settings';
import { api } from '../../lib/api';
import { namedSchema } from '../../lib/response-check/contract-modules';

export const deskSettingsQueryKey = ['settings', 'desk'] as const;

export function getDeskSettings(): Promise<DeskSettings> {
  return api.get('settings/desk', { schema: namedSchema('desk-settings', 'deskSettingsSchema') });
}

export function useDeskSettings(enabled = true) {
  return useQuery({ queryKey: deskSettingsQueryKey, queryFn: getDeskSettings, enabled });
}
