import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components/Button';
import type { ParkingLottery, ParkingRequest } from '../../../../contract/parking';
import { formatDate } from '../../../../domain/date-format';
import { fullDate } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { CommitmentNote } from '../../../entities/lottery/CommitmentNote';
import { Link } from 'react-router';

interface Props {
  day: string;
  lottery: ParkingLottery;
  timeZone: string;
  isPending: boolean;
  onRequest: () => void;
  onWithdraw: (request: ParkingRequest) => void;
}

/** The chosen day's parking lottery: when requests close, and the caller's request (ask, withdraw, won, waiting list). */
export function ParkingLotteryCard({ day, lottery, timeZone, isPending, onRequest, onWithdraw }: Props) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const dayText = fullDate(day, language);
  const { request } = lottery;
  // A request holding an offer is answered through the offer (its message), not withdrawn.
  const canLeave = (request?.status === 'waiting' || request?.status === 'lost') && request.reason !== 'offered';
  return (
    <section className="card" aria-labelledby="parking-lottery" data-testid="parking-lottery">
      <h2 id="parking-lottery">{t('parking_lottery.title')}</h2>
      <p className="muted">
        {lottery.open
          ? t('parking_lottery.explain', { cutoff: formatDate(new Date(lottery.cutoff_at), 'long', language, timeZone) })
          : t('parking_lottery.closed')}
      </p>
      {lottery.open && lottery.commitment ? <CommitmentNote commitment={lottery.commitment} timeZone={timeZone} /> : null}
      {lottery.run_id !== null ? (
        <p>
          <Link to={paths.lotteryRun(lottery.run_id)}>{t('lottery_runs.link')}</Link>
        </p>
      ) : null}
      {request ? (
        <div className="parking-request" data-testid="parking-request" data-status={request.status}>
          <span className={`parking-request-status parking-request-${request.status}`}>
            {t(`parking_lottery.status.${request.status}`)}
          </span>
          <p className="parking-request-message">{request.message}</p>
          {canLeave ? (
            <Button
              className="button"
              isDisabled={isPending}
              onPress={() => onWithdraw(request)}
              aria-label={t(request.status === 'lost' ? 'parking_lottery.leave_waitlist_label' : 'parking_lottery.withdraw_label', {
                day: dayText,
              })}
            >
              {t(request.status === 'lost' ? 'parking_lottery.leave_waitlist' : 'parking_lottery.withdraw')}
            </Button>
          ) : null}
        </div>
      ) : null}
      {lottery.open && (!request || request.status === 'withdrawn') ? (
        <Button
          className="button office-primary"
          isDisabled={isPending}
          onPress={onRequest}
          aria-label={t('parking_lottery.request_label', { day: dayText })}
        >
          {t('parking_lottery.request_action')}
        </Button>
      ) : null}
    </section>
  );
}
