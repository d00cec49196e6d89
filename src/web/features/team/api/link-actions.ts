import { useMutation, useQueryClient } from '@tanstack/react-query';
import { linkSchema, type Link } from '../../../../contract/team';
import { api } from '../../../lib/api';
import { teamKeys } from './team-keys';

/** What can be done with a link: ask a colleague, answer their request, or end it (withdraw, remove). */
export type LinkAction =
  | { kind: 'request'; userId: number }
  | { kind: 'accept'; linkId: number }
  | { kind: 'decline'; linkId: number }
  | { kind: 'remove'; linkId: number };

/** The link as it is afterwards (null once declined or removed): a request to someone who already asked is accepted. */
export async function runLinkAction(action: LinkAction): Promise<Link | null> {
  switch (action.kind) {
    case 'request':
      return api.post('links', { body: { user_id: action.userId }, schema: linkSchema });
    case 'accept':
      return api.post(`links/${action.linkId}/accept`, { schema: linkSchema });
    case 'decline':
      await api.post(`links/${action.linkId}/decline`);
      return null;
    case 'remove':
      await api.del(`links/${action.linkId}`);
      return null;
  }
}

/** Runs a link action; search results, team and team days are read again either way (another tab may have changed them). */
export function useLinkAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runLinkAction,
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamKeys.all }),
    meta: { handledErrors: true },
  });
}
