import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components/Button';
import type { DeskRequest } from '../../../../contract/lottery';
import { SubPageHeader } from '../../../components/SubPageHeader';
import { announce } from '../../../lib/announcer';
import { currentLanguage } from '../../../lib/i18n';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { fullDate } from '../../../lib/format';
import { useDeskRequests } from '../../../entities/lottery/get-desk-requests';
import { useWithdrawDeskRequest } from '../api/withdraw-desk-request';
import { StatusBadge } from '../../../entities/lottery/StatusBadge';
import { requestBadge, withdrawKind } from '../../../entities/lottery/lottery';
import '../../../styles/bookings.css';
import '../../../entities/lottery/lottery.css';
import { paths } from '../../../lib/paths';
import { CommitmentNote } from '../../../entities/lottery/CommitmentNote';
import { useEgo } from '../../../entities/ego/get-ego';

/** /desk_requests: the user's desk requests with status, the server's explanation, waiting-list place; withdraw or leave. */
export default function DeskRequestsPage() {
  const { t } = useTranslation();
  const requests = useDeskRequests();
  return (
    <>
      <SubPageHeader title={t('desk_requests.title')} backTo={paths.reports} />
      <div className="page">
        <section className="card" aria-labelledby="desk-requests-title">
          <h2 id="desk-requests-title" className="visually-hidden">
            {t('desk_requests.title')}
          </h2>
          {requests.data ? <RequestList requests={requests.data} /> : <p aria-busy="true">{t('app.loading')}</p>}
          <p className="links">
            <Link to={paths.reports}>{t('desk_requests.to_reports')}</Link>
            <Link to={paths.reservations}>{t('reservations.title')}</Link>
            <Link to={paths.lotteryRuns}>{t('lottery_runs.history_title')}</Link>
          </p>
        </section>
      </div>
    </>
  );
}

function RequestList({ requests }: { requests: readonly DeskRequest[] }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const withdraw = useWithdrawDeskRequest();
  const timeZone = useEgo().data?.group.time_zone ?? 'UTC';
  const [pending, setPending] = useState<DeskRequest | null>(null);

  if (requests.length === 0)
    return (
      <p className="muted" data-testid="desk-requests">
        {t('desk_requests.empty')}
      </p>
    );

  const confirm = () => {
    const request = pending;
    setPending(null);
    if (!request) return;
    withdraw.mutate(request.id, { onSuccess: () => announce(t('desk_requests.withdrawn', { date: fullDate(request.day, language) })) });
  };
  const pendingKind = pending ? withdrawKind(pending.status) : null;

  return (
    <>
      <ul className="request-list" data-testid="desk-requests">
        {requests.map((r) => {
          const date = fullDate(r.day, language);
          const kind = r.reason === 'offered' ? null : withdrawKind(r.status);
          const badge = requestBadge(r);
          return (
            <li key={r.id} className="request-item" data-request-id={r.id} data-status={r.status}>
              <div>
                <p>
                  <strong>{date}</strong>
                  <StatusBadge badge={badge} />
                </p>
                <p>{r.message}</p>
                {r.team_key ? <p className="muted">{t('desk_requests.team_request')}</p> : null}
                {r.status === 'lost' && r.waitlist_position !== null ? (
                  <p className="muted">{t('desk_requests.waitlist_position', { position: r.waitlist_position })}</p>
                ) : null}
                {r.status === 'waiting' && r.commitment ? <CommitmentNote commitment={r.commitment} timeZone={timeZone} /> : null}
                {r.run_id !== null ? (
                  <p>
                    <Link to={paths.lotteryRun(r.run_id)}>{t('lottery_runs.link')}</Link>
                  </p>
                ) : null}
              </div>
              {kind ? (
                <div className="booking-actions">
                  <Button
                    className="button"
                    isDisabled={withdraw.isPending}
                    onPress={() => setPending(r)}
                    aria-label={t(kind === 'withdraw' ? 'desk_requests.withdraw_label' : 'desk_requests.leave_waitlist_label', { date })}
                  >
                    {t(kind === 'withdraw' ? 'desk_requests.withdraw' : 'desk_requests.leave_waitlist')}
                  </Button>
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
      {pending ? (
        <ConfirmDialog
          title={t(pendingKind === 'leave' ? 'desk_requests.leave_title' : 'desk_requests.withdraw_title')}
          text={t(pendingKind === 'leave' ? 'desk_requests.leave_question' : 'desk_requests.withdraw_question', {
            date: fullDate(pending.day, language),
          })}
          confirmLabel={t('desk_requests.confirm')}
          onConfirm={confirm}
          onCancel={() => setPending(null)}
        />
      ) : null}
    </>
  );
}
