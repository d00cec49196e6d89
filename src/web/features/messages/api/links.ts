import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type Link } from '../../../../contract/team';
import { messagesQueryKey } from '../../../entities/messages/unread-count';
import { api } from '../../../lib/api';
import { namedSchema } from '../../../lib/response-check/contract-modules';

/** The same key the team screen would use for GET links: answering here refreshes it there too. */
export const linksQueryKey = ['links'] as const;

export async function getLinks(): Promise<Link[]> {
  const { links } = await api.get('links', { schema: namedSchema('team', 'linksResponseSchema') });
  return links;
}

/** The caller's links, to know which link requests of the history are still open. Only loaded when one is shown. */
export function useLinks(enabled: boolean) {
  return useQuery({ queryKey: linksQueryKey, queryFn: getLinks, enabled, refetchOnMount: 'always' });
}

export type LinkAnswer = 'accept' | 'decline';

export async function answerLink({ id, answer }: { id: number; answer: LinkAnswer }): Promise<void> {
  await api.post(`links/${id}/${answer}`);
}

/** Accepts or declines a link request; links and messages are read again either way. */
export function useAnswerLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerLink,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: linksQueryKey });
      await queryClient.invalidateQueries({ queryKey: messagesQueryKey });
    },
  });
}
