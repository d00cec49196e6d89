import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TeamBooking } from '../../../../contract/team';
import { formatDate } from '../../../../domain/date-format';
import { personName } from '../../../entities/room-booking/room-booking-text';
import { paths } from '../../../lib/paths';
import type { TeamDayView } from '../lib/team-day-groups';
import { PersonLine } from './PersonLine';

interface Props {
  day: string;
  view: TeamDayView;
  timeZone: string;
  language: string;
}

/** The reservations screen on a day with an area's desks first and the team's seats marked. */
const nearPath = (day: string, areaId: number) => `${paths.reservations}?${new URLSearchParams({ day, area: String(areaId) }).toString()}`;

/** Who of the team is where on a day (by location and area), then who hides their presence and who is not booked. */
export function TeamDayList({ day, view, timeZone, language }: Props) {
  const { t } = useTranslation();
  const time = (iso: string) => formatDate(new Date(iso), 'time', language, timeZone);
  const bookingLine = (b: TeamBooking) =>
    [
      t(b.kind === 'desk' ? 'team.desk' : 'team.room', { label: b.resource }),
      `${time(b.start)}–${time(b.end)}`,
      b.checked_in ? t('team.days.checked_in') : '',
    ]
      .filter(Boolean)
      .join(' · ');
  const away = [
    ...view.hidden.map((c) => ({ colleague: c, text: t('team.days.hidden') })),
    ...view.notBooked.map((c) => ({ colleague: c, text: t('team.days.not_booked') })),
  ];

  return (
    <div className="team-day" data-testid="team-day">
      {view.places.map((place) => (
        <section key={place.key} aria-label={`${place.location}, ${place.area}`} data-testid="team-place">
          <h4>
            {place.location} · {place.area}
          </h4>
          <ul className="person-list">
            {place.entries.map(({ member, booking }) => {
              const name = personName(member);
              return (
                <PersonLine key={`${member.id}-${booking.start}-${booking.resource}`} name={name} details={[bookingLine(booking)]}>
                  {booking.kind === 'desk' ? (
                    <Link
                      className="button office-primary"
                      to={nearPath(day, place.areaId)}
                      aria-label={t('team.days.book_near_label', { name, place: `${place.location}, ${place.area}` })}
                    >
                      {t('team.days.book_near')}
                    </Link>
                  ) : null}
                </PersonLine>
              );
            })}
          </ul>
        </section>
      ))}
      {away.length > 0 ? (
        <section aria-label={t('team.days.away')} data-testid="team-away">
          <h4>{t('team.days.away')}</h4>
          <ul className="person-list">
            {away.map(({ colleague, text }) => (
              <PersonLine key={colleague.id} name={personName(colleague)} details={[text]} />
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
