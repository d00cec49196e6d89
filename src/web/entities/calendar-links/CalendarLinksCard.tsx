import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components/Button';
import type { CalendarLinkCreated } from '../../../contract/calendar-feed';
import { formatDate } from '../../../domain/date-format';
import { FormMessage } from '../../components/form/FormMessage';
import { announce } from '../../lib/announcer';
import { currentLanguage } from '../../lib/i18n';
import { useEgo } from '../ego/get-ego';
import { useCalendarLinkState, useCreateCalendarLink, useRemoveCalendarLink } from './calendar-link-api';
import { FreshCalendarLink } from './FreshCalendarLink';

// Buttons are disabled, not isPending, while sending: react-aria's pending announcement trips axe (see SubmitButton).

/** The settings card "Kalender-Links": make, renew or switch off the personal feed; its URL is shown only when made. */
export function CalendarLinksCard() {
  const { t } = useTranslation();
  const state = useCalendarLinkState();
  const ego = useEgo();
  const create = useCreateCalendarLink();
  const remove = useRemoveCalendarLink();
  const [fresh, setFresh] = useState<CalendarLinkCreated | null>(null);
  const [failed, setFailed] = useState(false);

  const onCreate = () =>
    create.mutate(undefined, {
      onSuccess: (created) => {
        setFresh(created);
        setFailed(false);
        announce(t('calendar_feed.card.created'));
      },
      onError: () => setFailed(true),
    });
  const onRemove = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        setFresh(null);
        setFailed(false);
        announce(t('calendar_feed.card.removed'));
      },
      onError: () => setFailed(true),
    });

  const since = state.data?.created_at
    ? formatDate(new Date(state.data.created_at), 'long', currentLanguage(), ego.data?.group.time_zone ?? 'Europe/Berlin')
    : null;
  return (
    <section className="card" aria-labelledby="settings-calendar-links" data-testid="calendar-links-card">
      <h2 id="settings-calendar-links">{t('calendar_feed.card.title')}</h2>
      <p>{t('calendar_feed.card.intro')}</p>
      <FormMessage text={failed ? t('calendar_feed.card.failed') : null} tone="error" />
      {state.data === undefined ? (
        <p aria-busy="true">{t('app.loading')}</p>
      ) : state.data.active ? (
        <>
          <p>{t('calendar_feed.card.active_since', { date: since })}</p>
          {fresh ? <FreshCalendarLink link={fresh} /> : <p className="muted">{t('calendar_feed.card.hidden_url')}</p>}
          <p className="muted">{t('calendar_feed.card.renew_hint')}</p>
          <p className="actions">
            <Button className="button" onPress={onCreate} isDisabled={create.isPending}>
              {t('calendar_feed.card.renew')}
            </Button>
            <Button className="button danger" onPress={onRemove} isDisabled={remove.isPending}>
              {t('calendar_feed.card.remove')}
            </Button>
          </p>
        </>
      ) : (
        <>
          <p className="muted">{t('calendar_feed.card.none')}</p>
          <p className="actions">
            <Button className="button" onPress={onCreate} isDisabled={create.isPending}>
              {t('calendar_feed.card.create')}
            </Button>
          </p>
        </>
      )}
    </section>
  );
}
