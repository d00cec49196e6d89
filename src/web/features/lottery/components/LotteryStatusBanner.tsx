import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { DeskRequest } from '../../../../contract/lottery';
import { currentLanguage } from '../../../lib/i18n';
import { useMyBookings } from '../../bookings/api/get-my-bookings';
import { fullDate } from '../../bookings/lib/format';
import { requestBadge } from '../lib/lottery';
import { StatusBadge } from './StatusBadge';
import '../lottery.css';

/** ego.lottery_run_status: the user's nearest desk request, with the server's explanation and a link to all requests. */
export function LotteryStatusBanner({ status }: { status: DeskRequest | null }) {
  const { t } = useTranslation();
  // a won desk's booking decides between 'Reserviert' and 'Gebucht' (checked in); a cancelled win reads 'Storniert'
  const bookings = useMyBookings();
  if (!status) return null;
  const bookingStatus =
    status.booking_id === null || !bookings.data ? undefined : (bookings.data.find((b) => b.id === status.booking_id)?.status ?? null);
  return (
    <section className="card lottery-banner" aria-label={t('desk_requests.banner_label')} data-testid="lottery-banner">
      <div role="status">
        <p>
          <strong>{fullDate(status.day, currentLanguage())}</strong>
          <StatusBadge badge={requestBadge(status.status, bookingStatus, status.reason)} />
        </p>
        <p>{status.message}</p>
      </div>
      <p className="links">
        <Link to="/desk_requests">{t('desk_requests.link')}</Link>
      </p>
    </section>
  );
}
