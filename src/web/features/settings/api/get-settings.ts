import { useQuery } from '@tanstack/react-query';
import { type SettingsResponse } from '../../../../contract/settings';
import { api } from '../../../lib/api';
import { namedSchema } from '../../../lib/response-check/contract-modules';

export const settingsQueryKey = ['settings'] as const;

export function getSettings(): Promise<SettingsResponse> {
  return api.get('settings', { schema: namedSchema('settings', 'settingsResponseSchema') });
}

export function useSettings() {
  return useQuery({ queryKey: settingsQueryKey, queryFn: getSettings });
}
