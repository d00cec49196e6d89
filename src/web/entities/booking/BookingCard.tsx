import { useTranslation } from 'react-i18next';
import type { Booking } from '../../../contract/bookings';
import { currentLanguage } from '../../lib/i18n';
import { bookingTime, equipmentName, fullDate } from '../../lib/format';

/** One booking in detail: desk, place, equipment, day and time, check-in state. */
export function BookingCard({ booking, timeZone, testId }: { booking: Booking; timeZone: string; testId?: string }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const { desk } = booking;
  return (
    <div className="booking-card" data-testid={testId}>
      <p className="booking-desk">{t('bookings.desk', { label: desk.label })}</p>
      <p>
        {desk.location.name} · {desk.area.name}
      </p>
      <p>
        {fullDate(booking.day, language)}, {bookingTime(booking, language, timeZone)}
      </p>
      {desk.equipment.length ? <p className="muted">{desk.equipment.map((e) => equipmentName(e, t)).join(', ')}</p> : null}
      {booking.checked_in_at ? <p className="badge">{t('bookings.checked_in')}</p> : null}
      {booking.status === 'reserved' ? <p className="badge">{t('bookings.reserved')}</p> : null}
    </div>
  );
}
