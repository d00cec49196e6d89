import { useTranslation } from 'react-i18next';
import { personName } from '../../../entities/room-booking/room-booking-text';
import { shortDate } from '../../../lib/format';
import type { DaySeat } from '../../../entities/booking/get-available-desks';

/** 'Dein Team an diesem Tag: Karl Kollege – Tisch B1-03' (with the day when several days are chosen). */
export function TeamSeats({ seats, severalDays, language }: { seats: readonly DaySeat[]; severalDays: boolean; language: string }) {
  const { t } = useTranslation();
  if (seats.length === 0) return null;
  return (
    <section className="team-seats" aria-labelledby="team-seats" data-testid="team-seats">
      <h3 id="team-seats">{t(severalDays ? 'team_reservations.colleagues_title_days' : 'team_reservations.colleagues_title')}</h3>
      <ul>
        {seats.map((seat) => (
          <li key={`${seat.day}-${seat.colleague.id}-${seat.desk_id}`}>
            {severalDays ? `${shortDate(seat.day, language)}: ` : ''}
            {t('team_reservations.seat', { name: personName(seat.colleague), desk: seat.desk })}
          </li>
        ))}
      </ul>
    </section>
  );
}
