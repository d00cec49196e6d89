import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { MessagesResponse, ReadMessagesBody } from '../../../../contract/messages';
import { unreadCountQueryKey } from '../../../entities/messages/unread-count';
import { api } from '../../../lib/api';
import { messagesListQueryKey } from './get-messages';

export async function markRead(body: ReadMessagesBody): Promise<void> {
  await api.post('messages/read', { body });
}

/**
 * Marks the messages shown as read. The badge is asked again; the list keeps its 'Neu' marks for this visit, so the
 * reader still sees what was new (the next visit reads the list fresh). handledErrors: the next visit tries again.
 */
export function useMarkShownRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => markRead({ ids }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: unreadCountQueryKey }),
    meta: { handledErrors: true },
  });
}

const allRead = (data: InfiniteData<MessagesResponse> | undefined): InfiniteData<MessagesResponse> | undefined =>
  data && {
    ...data,
    pages: data.pages.map((page) => ({ ...page, unread_count: 0, messages: page.messages.map((m) => ({ ...m, read: true })) })),
  };

/** 'Alle als gelesen markieren': every message of the user, also those on pages not loaded yet. */
export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => markRead({ all: true }),
    onSuccess: () => {
      queryClient.setQueryData<InfiniteData<MessagesResponse>>(messagesListQueryKey, allRead);
      queryClient.setQueryData<number>(unreadCountQueryKey, 0);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: unreadCountQueryKey }),
  });
}
