import { memo } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { DeskRequest } from '../../../contract/lottery';
import { currentLanguage } from '../../lib/i18n';
import { fullDate } from '../../lib/format';
import { requestBadge } from './lottery';
import { StatusBadge } from './StatusBadge';
import './lottery.css';
import { paths } from '../../lib/paths';

/** ego.lottery_run_status: the user's nearest desk request, with the server's explanation and a link to all requests. */
export const LotteryStatusBanner = memo(function LotteryStatusBanner({ status }: { status: DeskRequest | null }) {
  const { t } = useTranslation();
  if (!status) return null;
  return (
    <section className="card lottery-banner" aria-label={t('desk_requests.banner_label')} data-testid="lottery-banner">
      <div role="status">
        <p>
          <strong>{fullDate(status.day, currentLanguage())}</strong>
          <StatusBadge badge={requestBadge(status)} />
        </p>
        <p>{status.message}</p>
      </div>
      <p className="links">
        <Link to={paths.deskRequests}>{t('desk_requests.link')}</Link>
        {status.run_id !== null ? <Link to={paths.lotteryRun(status.run_id)}>{t('lottery_runs.link')}</Link> : null}
      </p>
    </section>
  );
});
