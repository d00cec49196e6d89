import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { namedSchema } from '../../lib/response-check/contract-modules';

/** Everything about messages lives under this key: invalidating it refreshes the list and the badge. */
export const messagesQueryKey = ['messages'] as const;
export const unreadCountQueryKey = [...messagesQueryKey, 'unread-count'] as const;

/** How often the badge asks again while the app is open. */
export const UNREAD_REFRESH_MS = 60_000;

/** Checked against its contract in the checking worker: the shell shows the badge, and zod stays off the main thread. */
export async function getUnreadCount(): Promise<number> {
  const { unread_count: count } = await api.get('messages/unread_count', { schema: namedSchema('messages', 'unreadCountResponseSchema') });
  return count;
}

/**
 * The number of unread messages (bottom bar badge, messages screen): asked again on focus and every minute.
 * `fromEgo` (GET ego's count) shows until the first answer. handledErrors: a badge that cannot load simply does not
 * show; it is no reason for an error dialog.
 */
export function useUnreadCount(enabled: boolean, fromEgo?: number) {
  return useQuery({
    queryKey: unreadCountQueryKey,
    queryFn: getUnreadCount,
    enabled,
    placeholderData: fromEgo,
    refetchOnWindowFocus: true,
    refetchInterval: UNREAD_REFRESH_MS,
    staleTime: 0,
    meta: { handledErrors: true },
  });
}
