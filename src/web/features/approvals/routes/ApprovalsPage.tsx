import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BookableBooking, DecisionResponse } from '../../../../contract/bookables';
import type { EgoResponse } from '../../../../contract/ego';
import { FormMessage } from '../../../components/form/FormMessage';
import { SubPageHeader } from '../../../components/SubPageHeader';
import { useEgo } from '../../../entities/ego/get-ego';
import { announce } from '../../../lib/announcer';
import { isApiError } from '../../../lib/api-error';
import { paths } from '../../../lib/paths';
import { useApprovals } from '../api/get-approvals';
import { ApprovalItem } from '../components/ApprovalItem';
import '../../../styles/bookings.css';
import '../../../entities/room-booking/rooms.css';
import '../approvals.css';

/** /approvals ('Freigaben'): the requests for bookables the reader approves, oldest start first. */
export default function ApprovalsPage() {
  const { t } = useTranslation();
  const ego = useEgo();
  return (
    <>
      <SubPageHeader title={t('approvals.title')} backTo={paths.reports} />
      {ego.data ? (
        <ApprovalsScreen ego={ego.data} />
      ) : (
        <p className="page" aria-busy="true">
          {t('app.loading')}
        </p>
      )}
    </>
  );
}

function ApprovalsScreen({ ego }: { ego: EgoResponse }) {
  const { t } = useTranslation();
  const approvals = useApprovals();
  const [done, setDone] = useState<string | null>(null);

  const onDecided = (outcome: 'approved' | 'rejected', request: BookableBooking, response: DecisionResponse) => {
    const title = request.title || request.resource.label;
    const count = response.decided.length;
    const text = [
      t(outcome === 'approved' ? 'approvals.approved' : 'approvals.rejected', { count, title }),
      response.conflicts.length ? t('approvals.conflicts', { count: response.conflicts.length }) : '',
    ]
      .filter(Boolean)
      .join(' ');
    setDone(text);
    announce(text);
  };

  const forbidden = isApiError(approvals.error) && approvals.error.status === 403;
  return (
    <div className="page">
      <FormMessage text={done} tone="success" />
      <section className="card" aria-labelledby="approvals-queue" data-testid="approvals">
        <h2 id="approvals-queue">{t('approvals.queue')}</h2>
        {forbidden ? (
          <p className="muted">{t('approvals.not_allowed')}</p>
        ) : approvals.error ? (
          <p className="muted">{t('approvals.failed')}</p>
        ) : !approvals.data ? (
          <p aria-busy="true">{t('app.loading')}</p>
        ) : approvals.data.length === 0 ? (
          <p className="muted" data-testid="no-approvals">
            {t('approvals.empty')}
          </p>
        ) : (
          <ul className="room-list">
            {approvals.data.map((r) => (
              <ApprovalItem key={r.id} request={r} timeZone={ego.group.time_zone} onDecided={onDecided} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
