import { useQuery } from '@tanstack/react-query';
import { type NotificationSettings } from '../../../../contract/messages';
import { api } from '../../../lib/api';
import { namedSchema } from '../../../lib/response-check/contract-modules';

export const notificationSettingsQueryKey = ['notification-settings'] as const;

export function getNotificationSettings(): Promise<NotificationSettings> {
  return api.get('settings/notifications', { schema: namedSchema('messages', 'notificationSettingsSchema') });
}

/** Every type's switches (MESSAGE_TYPES order) and how many push devices the user has. */
export function useNotificationSettings() {
  return useQuery({ queryKey: notificationSettingsQueryKey, queryFn: getNotificationSettings, refetchOnMount: 'always' });
}
