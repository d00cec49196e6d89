import { useTranslation } from 'react-i18next';
import type { BookingStatus } from '../../../../contract/bookings';

/** 'gebucht', 'wartet auf Bestätigung', 'abgelehnt', … as a badge (text, not colour alone). */
export function BookableStatusBadge({ status }: { status: BookingStatus }) {
  const { t } = useTranslation();
  return (
    <span className="status-badge bookable-badge" data-badge={status} data-testid="bookable-status">
      {t(`bookables.status.${status}`)}
    </span>
  );
}
