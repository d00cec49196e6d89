import { useMutation, useQueryClient } from '@tanstack/react-query';
import { settingsResponseSchema, type SettingsResponse, type UpdateSettingsBody } from '../../../../contract/settings';
import { api } from '../../../lib/api';
import { egoQueryKey } from '../../../entities/ego/get-ego';
import { settingsQueryKey } from './get-settings';

export function updateSettings(body: UpdateSettingsBody): Promise<SettingsResponse> {
  return api.put('settings', { body, schema: settingsResponseSchema });
}

/** handledErrors: the personal-data form shows 422s at its fields; other screens pass false. */
export function useUpdateSettings(handledErrors = true) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    onSuccess: (data) => {
      queryClient.setQueryData(settingsQueryKey, data);
      void queryClient.invalidateQueries({ queryKey: egoQueryKey });
    },
    meta: { handledErrors },
  });
}
