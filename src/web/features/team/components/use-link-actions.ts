import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { requestFailure } from '../../../components/form/request-failure';
import { announce } from '../../../lib/announcer';
import { useLinkAction, type LinkAction } from '../api/link-actions';

const DONE_TEXT: Record<LinkAction['kind'], string> = {
  request: 'team.link.sent',
  accept: 'team.link.accepted',
  decline: 'team.link.declined',
  remove: 'team.link.removed',
};

/**
 * Link actions of one section of the screen: success is announced (live region), a failure is kept as the
 * section's message (a 422's field messages included) and announced assertively.
 */
export function useLinkActions() {
  const { t } = useTranslation();
  const mutation = useLinkAction();
  const [failure, setFailure] = useState<string | null>(null);

  /** `doneKey` overrides the success text (withdrawing is a 'remove' of an own request). */
  const run = (action: LinkAction, name: string, doneKey = DONE_TEXT[action.kind]) => {
    setFailure(null);
    mutation.mutate(action, {
      onSuccess: (link) => announce(t(action.kind === 'request' && link?.status === 'accepted' ? DONE_TEXT.accept : doneKey, { name })),
      onError: (error) => {
        const { fields, summary } = requestFailure(error, t, { failed: t('team.link.failed') });
        const text = [summary, ...Object.values(fields).flat()].filter(Boolean).join(' ');
        setFailure(text);
        announce(text, 'assertive');
      },
    });
  };

  return { run, isPending: mutation.isPending, failure };
}
