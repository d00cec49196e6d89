import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deskSettingsSavedSchema, type UpdateDeskSettingsBody } from '../../../../contract/desk-settings';
import { api } from '../../../lib/api';
import { egoQueryKey } from '../../../entities/ego/get-ego';
import { bookingsQueryKey } from '../../../entities/booking/get-my-bookings';
import { deskSettingsQueryKey } from '../../../entities/own-desk/get-desk-settings';

export function updateDeskSettings(body: UpdateDeskSettingsBody) {
  return api.put('settings/desk', { body, schema: deskSettingsSavedSchema });
}

/** Saving regenerates the own desk's calendar: bookings and ego are reloaded. */
export function useUpdateDeskSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDeskSettings,
    onSuccess: ({ desk_mode, weekdays, desk }) => {
      queryClient.setQueryData(deskSettingsQueryKey, { desk_mode, weekdays, desk });
      void queryClient.invalidateQueries({ queryKey: egoQueryKey });
      void queryClient.invalidateQueries({ queryKey: bookingsQueryKey });
    },
    meta: { handledErrors: true },
  });
}
