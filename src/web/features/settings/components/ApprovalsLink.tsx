import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useEgo } from '../../../entities/ego/get-ego';
import { paths } from '../../../lib/paths';

/** The settings page's way to the approvals queue (approvers and admins only). */
export function ApprovalsLink() {
  const { t } = useTranslation();
  const ego = useEgo();
  if (!ego.data?.user.is_approver) return null;
  return (
    <section className="card" aria-labelledby="settings-approvals">
      <h2 id="settings-approvals">{t('approvals.title')}</h2>
      <p className="links">
        <Link to={paths.approvals}>{t('approvals.queue')}</Link>
      </p>
    </section>
  );
}
