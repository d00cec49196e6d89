import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useEgo } from '../../../entities/ego/get-ego';
import { paths } from '../../../lib/paths';

/** The settings page's link to the lottery settings (admins only). */
export function AdminLotteryLink() {
  const { t } = useTranslation();
  const ego = useEgo();
  if (!ego.data?.user.is_admin) return null;
  return (
    <section className="card" aria-labelledby="settings-lottery">
      <h2 id="settings-lottery">{t('lottery_admin.title')}</h2>
      <p className="links">
        <Link to={paths.adminLottery}>{t('lottery_admin.link')}</Link>
      </p>
    </section>
  );
}
