import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useEgo } from '../../../entities/ego/get-ego';
import { paths } from '../../../lib/paths';

/** The settings page's card for admins: the admin console, and the lottery settings straight away. */
export function AdminLinks() {
  const { t } = useTranslation();
  const ego = useEgo();
  if (!ego.data?.user.is_admin) return null;
  return (
    <section className="card" aria-labelledby="settings-admin">
      <h2 id="settings-admin">{t('admin.title')}</h2>
      <p className="muted">{t('admin.settings_text')}</p>
      <p className="links">
        <Link to={paths.admin}>{t('admin.link')}</Link>
        <Link to={paths.adminLottery}>{t('lottery_admin.link')}</Link>
      </p>
    </section>
  );
}
