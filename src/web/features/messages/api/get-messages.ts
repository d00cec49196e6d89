import { useInfiniteQuery } from '@tanstack/react-query';
import { type MessagesResponse } from '../../../../contract/messages';
import { messagesQueryKey } from '../../../entities/messages/unread-count';
import { api } from '../../../lib/api';
import { namedSchema } from '../../../lib/response-check/contract-modules';

export const messagesListQueryKey = [...messagesQueryKey, 'list'] as const;

/** One page of the history, newest first; `before` is the previous page's `next_before`. */
export function getMessages(before: number | null): Promise<MessagesResponse> {
  return api.get('messages', {
    query: before === null ? {} : { before: String(before) },
    schema: namedSchema('messages', 'messagesResponseSchema'),
  });
}

/** The history page by page ('Ältere laden'); read fresh on every visit, so what was read shows as read. */
export function useMessages() {
  return useInfiniteQuery({
    queryKey: messagesListQueryKey,
    queryFn: ({ pageParam }) => getMessages(pageParam),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.next_before,
    refetchOnMount: 'always',
  });
}
