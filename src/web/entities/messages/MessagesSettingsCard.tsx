import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../lib/paths';

/** The settings page's card for messages: the notification switches and the history. */
export function MessagesSettingsCard() {
  const { t } = useTranslation();
  return (
    <section className="card" aria-labelledby="settings-messages">
      <h2 id="settings-messages">{t('navigation.messages')}</h2>
      <p className="links">
        <Link to={paths.notificationSettings}>{t('notification_settings.link')}</Link>
        <Link to={paths.messages}>{t('history.list')}</Link>
      </p>
    </section>
  );
}
