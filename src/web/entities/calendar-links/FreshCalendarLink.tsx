import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components/Button';
import type { CalendarLinkCreated } from '../../../contract/calendar-feed';
import { TextInput } from '../../components/form/TextInput';
import { announce } from '../../lib/announcer';
import { addToLinks } from './add-to-links';

/** A link just made: shown this once, with a copy button and the "add to" links of the big calendars. */
export function FreshCalendarLink({ link }: { link: CalendarLinkCreated }) {
  const { t } = useTranslation();
  const [copyFailed, setCopyFailed] = useState(false);
  const targets = addToLinks(link);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link.https_url);
      setCopyFailed(false);
      announce(t('calendar_feed.card.copied'));
    } catch {
      setCopyFailed(true);
    }
  };
  return (
    <div className="calendar-link-fresh">
      <p className="form-message form-message-success" role="status">
        {t('calendar_feed.card.show_once')}
      </p>
      <TextInput name="calendar_url" label={t('calendar_feed.card.url_label')} value={link.https_url} isReadOnly />
      <p className="actions">
        <Button className="button" onPress={() => void copy()}>
          {t('calendar_feed.card.copy')}
        </Button>
      </p>
      {copyFailed ? <p className="field-error">{t('calendar_feed.card.copy_failed')}</p> : null}
      <h3>{t('calendar_feed.card.add_to')}</h3>
      <p className="links">
        <a href={targets.google} target="_blank" rel="noreferrer">
          {t('calendar_feed.card.google')}
        </a>
        <a href={targets.outlook} target="_blank" rel="noreferrer">
          {t('calendar_feed.card.outlook')}
        </a>
        <a href={targets.apple}>{t('calendar_feed.card.apple')}</a>
      </p>
    </div>
  );
}
