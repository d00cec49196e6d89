import { useQuery } from '@tanstack/react-query';
import { settingsResponseSchema, type SettingsResponse } from '../../../../contract/settings';
import { api } from '../../../lib/api';

export const settingsQueryKey = ['settings'] as const;

export function getSettings(): Promise<SettingsResponse> {
  return api.get('settings', { schema: settingsResponseSchema });
}

export function useSettings() {
  return useQuery({ queryKey: settingsQueryKey, queryFn: getSettings });
}
