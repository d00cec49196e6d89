import { useTranslation } from 'react-i18next';
import { MESSAGE_TYPE_SECTIONS, type Channel, type MessageType } from '../../../../contract/messages';
import { SubPageHeader } from '../../../components/SubPageHeader';
import { announce } from '../../../lib/announcer';
import { paths } from '../../../lib/paths';
import { useNotificationSettings } from '../api/get-notification-settings';
import { useUpdatePreference } from '../api/update-preference';
import { BrowserPushCard } from '../components/BrowserPushCard';
import { PreferenceSection } from '../components/PreferenceSection';
import '../notification-settings.css';

/** /settings/notifications: per type and channel (E-Mail, Push) on or off, saved per switch; push in this browser. */
export default function NotificationSettingsPage() {
  const { t } = useTranslation();
  const settings = useNotificationSettings();
  const update = useUpdatePreference();

  const onChange = (type: MessageType, channel: Channel, on: boolean) => {
    update.mutate(
      { type, channel, on },
      {
        onSuccess: () =>
          announce(
            t('notification_settings.saved', {
              type: t(`notification_settings.types.${type}`),
              channel: t(channel === 'MAIL' ? 'notification_settings.mail' : 'notification_settings.push'),
              state: t(on ? 'notification_settings.on' : 'notification_settings.off'),
            }),
          ),
      },
    );
  };

  return (
    <>
      <SubPageHeader title={t('notification_settings.title')} backTo={paths.settings} />
      <div className="page page-wide">
        <p className="muted">{t('notification_settings.intro')}</p>
        <div className="card-columns">
          <BrowserPushCard devices={settings.data?.push_devices} />
          {settings.data ? (
            Object.entries(MESSAGE_TYPE_SECTIONS).map(([section, types]) => (
              <PreferenceSection
                key={section}
                section={section}
                types={types}
                preferences={settings.data.preferences}
                onChange={onChange}
              />
            ))
          ) : (
            <p aria-busy="true">{t('app.loading')}</p>
          )}
        </div>
      </div>
    </>
  );
}
