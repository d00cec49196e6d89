import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useEgo } from '../../../entities/ego/get-ego';
import { paths } from '../../../lib/paths';

/** The settings page's links to the desk settings and, for admins, the QR sheet and the catering list. */
export function DeskSettingsLinks() {
  const { t } = useTranslation();
  const ego = useEgo();
  return (
    <section className="card" aria-labelledby="settings-desk">
      <h2 id="settings-desk">{t('desk_settings.section')}</h2>
      <p className="links">
        <Link to={paths.ownDesk}>{t('own_desk.link')}</Link>
        <Link to={paths.deskSettings}>{t('desk_settings.title')}</Link>
        {ego.data?.user.is_admin ? <Link to={paths.qrSheet}>{t('qr_sheet.title')}</Link> : null}
        {ego.data?.user.is_admin && ego.data.group.has_conference_rooms ? <Link to={paths.adminCatering}>{t('catering.link')}</Link> : null}
      </p>
    </section>
  );
}
