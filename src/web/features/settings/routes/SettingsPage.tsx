import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components/Button';
import { APP_VERSION } from '../../../../contract/limits';
import { BigHeader } from '../../../components/BigHeader';
import { useEgo } from '../../../entities/ego/get-ego';
import { useSettings } from '../api/get-settings';
import { PersonalDataForm } from '../components/PersonalDataForm';
import { LanguageSwitch } from '../components/LanguageSwitch';
import { ChangePasswordForm } from '../components/ChangePasswordForm';
import { DeleteAccountForm } from '../components/DeleteAccountForm';
import { DeskSettingsLinks } from '../components/DeskSettingsLinks';
import { AdminLinks } from '../components/AdminLinks';
import { ApprovalsLink } from '../components/ApprovalsLink';
import { paths } from '../../../lib/paths';
import { MessagesSettingsCard } from '../../../entities/messages/MessagesSettingsCard';
import { GroupCodesCard } from '../../../entities/group-codes/GroupCodesCard';
import { CalendarLinksCard } from '../../../entities/calendar-links/CalendarLinksCard';
import { FeedbackCard } from '../../../entities/feedback/FeedbackCard';

/** /settings: personal data, language, password, delete account, legal, sign out, version. */
export default function SettingsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const settings = useSettings();
  const ego = useEgo();
  return (
    <>
      <BigHeader title={t('navigation.settings')} />
      <div className="page page-wide">
        <div className="card-columns">
          {settings.data ? (
            <>
              <PersonalDataForm settings={settings.data} />
              <LanguageSwitch language={settings.data.language} />
            </>
          ) : (
            <p aria-busy="true">{t('app.loading')}</p>
          )}
          {ego.data ? <ChangePasswordForm policy={ego.data.group.password_policy} email={ego.data.user.email} /> : null}
          <section className="card" aria-labelledby="settings-legal">
            <h2 id="settings-legal">{t('settings_screen.legal')}</h2>
            <p>
              <Link to={paths.imprint}>{t('settings_screen.imprint')}</Link>
            </p>
          </section>
          <section className="card" aria-labelledby="settings-session">
            <h2 id="settings-session">{t('settings_screen.session')}</h2>
            <Button className="button" onPress={() => void navigate(paths.logout)}>
              {t('settings_screen.sign_out')}
            </Button>
          </section>
          <DeskSettingsLinks />
          <AdminLinks />
          <ApprovalsLink />
          <MessagesSettingsCard />
          <GroupCodesCard />
          <CalendarLinksCard />
          <FeedbackCard />
          <DeleteAccountForm />
        </div>
        <p className="muted" data-testid="app-version">
          {t('settings_screen.version', { version: APP_VERSION })}
        </p>
      </div>
    </>
  );
}
