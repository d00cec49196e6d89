import { useTranslation } from 'react-i18next';
import { SubPageHeader } from '../../../components/SubPageHeader';
import { paths } from '../../../lib/paths';
import { useMyDraws } from '../api/lottery-runs';
import { MyDrawsTable } from '../components/MyDrawsTable';
import '../lottery-runs.css';

/** /lottery/runs: the reader's last draws, each linking to its run page. */
export default function MyDrawsPage() {
  const { t } = useTranslation();
  const draws = useMyDraws();
  return (
    <>
      <SubPageHeader title={t('lottery_runs.history_title')} backTo={paths.deskRequests} />
      <div className="page">
        <section className="card" aria-label={t('lottery_runs.history_title')}>
          {draws.data ? <MyDrawsTable runs={draws.data} /> : <p aria-busy="true">{t('app.loading')}</p>}
        </section>
      </div>
    </>
  );
}
