import { memo } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../lib/paths';

/** The calendar's way to other bookables ('Buchen') and, for approvers, to the approvals queue ('Freigaben'). */
export const BookablesCard = memo(function BookablesCard({ isApprover }: { isApprover: boolean }) {
  const { t } = useTranslation();
  return (
    <section className="card" aria-labelledby="bookables-card-title" data-testid="bookables-card">
      <h2 id="bookables-card-title">{t('bookables.card_title')}</h2>
      <p className="muted">{t('bookables.card_text')}</p>
      <p className="links">
        <Link to={paths.bookableBookings}>{t('bookables.link')}</Link>
        {isApprover ? <Link to={paths.approvals}>{t('approvals.link')}</Link> : null}
      </p>
    </section>
  );
});
