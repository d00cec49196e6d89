import { useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SubPageHeader } from '../../../components/SubPageHeader';
import { DeskProblemForm } from '../components/DeskProblemForm';
import '../../../styles/bookings.css';

/** /desks/problem/:deskId(?label=…) — report a problem at a desk. */
export default function DeskProblemPage() {
  const { t } = useTranslation();
  const { deskId } = useParams();
  const [params] = useSearchParams();
  const id = Number(deskId);
  const label = params.get('label');
  return (
    <>
      <SubPageHeader title={t('desk_problems.title')} />
      <div className="page">
        <section className="card" aria-label={t('desk_problems.title')}>
          {label ? <p>{t('bookings.desk', { label })}</p> : null}
          {Number.isInteger(id) && id > 0 ? <DeskProblemForm deskId={id} /> : <p>{t('check_in.unknown_desk')}</p>}
        </section>
      </div>
    </>
  );
}
