import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components/Button';
import type { Link } from '../../../../contract/team';
import { FormMessage } from '../../../components/form/FormMessage';
import { announce } from '../../../lib/announcer';
import { useAnswerLink, type LinkAnswer } from '../api/links';

interface Props {
  linkId: number;
  /** The caller's links (GET links); undefined while loading. */
  links: readonly Link[] | undefined;
}

/** Accept or decline, inline, while the link request is still open; afterwards what became of it. */
export function LinkRequestAnswer({ linkId, links }: Props) {
  const { t } = useTranslation();
  const answer = useAnswerLink();
  const [declined, setDeclined] = useState(false);
  const [failed, setFailed] = useState(false);
  const link = links?.find((l) => l.id === linkId);

  if (declined) return <p className="link-answer muted">{t('history.link.declined')}</p>;
  if (!link) return null;
  if (link.status === 'accepted') {
    return (
      <p className="link-answer link-accepted" data-testid="link-accepted">
        <span aria-hidden="true">✓ </span>
        <span>{t('history.link.accepted')}</span>
      </p>
    );
  }
  if (link.direction !== 'incoming') return null;

  const name = `${link.colleague.first_name} ${link.colleague.last_name}`;
  const send = (choice: LinkAnswer) => {
    setFailed(false);
    answer.mutate(
      { id: link.id, answer: choice },
      {
        onSuccess: () => {
          if (choice === 'decline') setDeclined(true);
          announce(t(choice === 'accept' ? 'history.link.accepted_now' : 'history.link.declined_now', { name }));
        },
        onError: () => setFailed(true),
      },
    );
  };
  return (
    <>
      <div className="actions link-answer">
        <Button
          className="button office-primary"
          isDisabled={answer.isPending}
          onPress={() => send('accept')}
          aria-label={t('history.link.accept_label', { name })}
        >
          {t('history.link.accept')}
        </Button>
        <Button
          className="button"
          isDisabled={answer.isPending}
          onPress={() => send('decline')}
          aria-label={t('history.link.decline_label', { name })}
        >
          {t('history.link.decline')}
        </Button>
      </div>
      <FormMessage text={failed ? t('history.link.failed') : null} tone="error" />
    </>
  );
}
