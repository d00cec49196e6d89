import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notificationSettingsSchema, type NotificationSettings } from '../../../../contract/messages';
import { api } from '../../../lib/api';
import { changeBody, withChange, type PreferenceChange } from '../preference-change';
import { notificationSettingsQueryKey } from './get-notification-settings';

/** PUT with just that switch; the server answers the whole settings. */
export function updatePreference(change: PreferenceChange): Promise<NotificationSettings> {
  return api.put('settings/notifications', { body: changeBody(change), schema: notificationSettingsSchema });
}

const mutationKey = ['notification-settings', 'update'] as const;

/**
 * Saves each switch as it is flipped, optimistically: the switch moves at once and moves back when saving fails
 * (the error dialog says why). The server's answer is taken only when no other switch is still being saved.
 */
export function useUpdatePreference() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey,
    mutationFn: updatePreference,
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: notificationSettingsQueryKey });
      const previous = queryClient.getQueryData<NotificationSettings>(notificationSettingsQueryKey);
      if (previous) queryClient.setQueryData(notificationSettingsQueryKey, withChange(previous, change));
      return { previous };
    },
    onError: (_error, change, context) => {
      const current = queryClient.getQueryData<NotificationSettings>(notificationSettingsQueryKey);
      const before = context?.previous?.preferences.find((p) => p.type === change.type)?.[change.channel];
      if (current && before !== undefined) {
        queryClient.setQueryData(notificationSettingsQueryKey, withChange(current, { ...change, on: before }));
      }
    },
    onSuccess: (data) => {
      if (queryClient.isMutating({ mutationKey }) <= 1) queryClient.setQueryData(notificationSettingsQueryKey, data);
    },
  });
}
