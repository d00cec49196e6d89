import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components/Button';
import type { LinkState } from '../../../../contract/team';
import type { LinkAction } from '../api/link-actions';

interface Props {
  userId: number;
  name: string;
  link: LinkState | null;
  isPending: boolean;
  onAction: (action: LinkAction, name: string, doneKey?: string) => void;
}

/** What the reader can do with a colleague, by the state of their link: connect, withdraw, accept or decline, or nothing. */
export function LinkButtons({ userId, name, link, isPending, onAction }: Props) {
  const { t } = useTranslation();
  if (!link) {
    return (
      <Button
        className="button office-primary"
        isDisabled={isPending}
        onPress={() => onAction({ kind: 'request', userId }, name)}
        aria-label={t('team.link.connect_label', { name })}
      >
        {t('team.link.connect')}
      </Button>
    );
  }
  if (link.status === 'accepted') return <span className="link-state">{t('team.link.in_team')}</span>;
  if (link.direction === 'outgoing') {
    return (
      <span className="link-actions">
        <span className="link-state">{t('team.link.requested')}</span>
        <Button
          className="button"
          isDisabled={isPending}
          onPress={() => onAction({ kind: 'remove', linkId: link.id }, name, 'team.link.withdrawn')}
          aria-label={t('team.link.withdraw_label', { name })}
        >
          {t('team.link.withdraw')}
        </Button>
      </span>
    );
  }
  return (
    <span className="link-actions">
      <Button
        className="button office-primary"
        isDisabled={isPending}
        onPress={() => onAction({ kind: 'accept', linkId: link.id }, name)}
        aria-label={t('team.link.accept_label', { name })}
      >
        {t('team.link.accept')}
      </Button>
      <Button
        className="button"
        isDisabled={isPending}
        onPress={() => onAction({ kind: 'decline', linkId: link.id }, name)}
        aria-label={t('team.link.decline_label', { name })}
      >
        {t('team.link.decline')}
      </Button>
    </span>
  );
}
