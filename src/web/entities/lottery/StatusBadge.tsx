import { useTranslation } from 'react-i18next';
import type { RequestBadge } from './lottery';

/** 'Wartet auf Bestätigung', 'Abgelehnt', 'Reserviert', 'Gebucht', … */
export function StatusBadge({ badge }: { badge: RequestBadge }) {
  const { t } = useTranslation();
  return (
    <span className="lottery-badge" data-badge={badge}>
      {t(`desk_requests.status.${badge}`)}
    </span>
  );
}
