import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SubPageHeader } from '../../../components/SubPageHeader';
import { useEgo } from '../../../entities/ego/get-ego';
import { paths } from '../../../lib/paths';
import '../admin.css';

/** Frame of an admin screen: header back to the hub, and the content for admins only. */
export function AdminScreen({ title, children, backTo = paths.admin }: { title: string; children: ReactNode; backTo?: string }) {
  const { t } = useTranslation();
  const ego = useEgo();
  return (
    <>
      <SubPageHeader title={title} backTo={backTo} />
      <div className="page page-wide admin-page">
        {!ego.data ? <p aria-busy="true">{t('app.loading')}</p> : ego.data.user.is_admin ? children : <p>{t('admin.admins_only')}</p>}
      </div>
    </>
  );
}
