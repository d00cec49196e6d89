import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../lib/paths';
import { AdminScreen } from '../components/AdminOnly';

/** The admin sections in the hub's order: [path, title key, text key]. */
const SECTIONS: ReadonlyArray<readonly [string, string]> = [
  [paths.adminGroup, 'group'],
  [paths.adminPlaces, 'places'],
  [paths.adminPlans, 'plans'],
  [paths.adminUsers, 'users'],
  [paths.adminSlots, 'slots'],
  [paths.adminTexts, 'texts'],
  [paths.adminSso, 'sso'],
  [paths.adminLottery, 'lottery'],
  [paths.adminProblems, 'problems'],
  [paths.qrSheet, 'qr'],
  [paths.adminCatering, 'catering'],
  [paths.approvals, 'approvals'],
  [paths.adminOccupancy, 'occupancy'],
  [paths.adminAudit, 'audit'],
  [paths.settings, 'group_codes'],
];

/** /admin: the admin console's hub, a link to each section (admins only). */
export default function AdminPage() {
  const { t } = useTranslation();
  return (
    <AdminScreen title={t('admin.title')} backTo={paths.settings}>
      <p className="muted">{t('admin.intro')}</p>
      <ul className="admin-sections" data-testid="admin-sections">
        {SECTIONS.map(([path, name]) => (
          <li key={name} className="card">
            <Link to={path} className="admin-section-link">
              {t(`admin.sections.${name}`)}
            </Link>
            <p className="muted">{t(`admin.sections.${name}_text`)}</p>
          </li>
        ))}
      </ul>
    </AdminScreen>
  );
}
