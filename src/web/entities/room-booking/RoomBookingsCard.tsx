import { memo } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../lib/i18n';
import { fullDate } from '../../lib/format';
import { paths } from '../../lib/paths';
import { useRoomBookings } from './get-room-bookings';
import { InvitationAnswer } from './InvitationAnswer';
import { personName, roomBookingTime } from './room-booking-text';
import './rooms.css';

/** The calendar's card 'Konferenzräume': own room bookings and invitations, invitations with accept / decline. */
export const RoomBookingsCard = memo(function RoomBookingsCard() {
  const { t } = useTranslation();
  const language = currentLanguage();
  const bookings = useRoomBookings();
  return (
    <section className="card" aria-labelledby="room-bookings-title" data-testid="room-bookings">
      <h2 id="room-bookings-title">{t('conference_bookings.title')}</h2>
      {!bookings.data ? (
        <p aria-busy="true">{t('app.loading')}</p>
      ) : bookings.data.length === 0 ? (
        <p className="muted">{t('conference_bookings.empty')}</p>
      ) : (
        <ul className="booking-list">
          {bookings.data.map((b) => (
            <li key={b.id} className="booking-item" data-room-booking-id={b.id}>
              <div>
                <strong>{b.title}</strong>
                {b.series_id !== null ? <span className="badge badge-series">{t('series.badge')}</span> : null}
                <span className="muted">
                  {' '}
                  · {b.room.label}, {b.room.location.name}
                </span>
                <br />
                <span>
                  {fullDate(b.day, language)}, {roomBookingTime(b)}
                </span>
                <br />
                <span className="muted">
                  {b.my_invitation
                    ? t('conference_bookings.invited_by', { name: personName(b.organiser) })
                    : t('room_booking.you_organise')}
                </span>
              </div>
              {b.my_invitation ? (
                <InvitationAnswer booking={b} />
              ) : (
                <Link to={paths.roomBooking(b.id)} className="button" aria-label={t('conference_bookings.open_label', { title: b.title })}>
                  {t('conference_bookings.open')}
                </Link>
              )}
            </li>
          ))}
        </ul>
      )}
      <p className="links">
        <Link to={paths.conferenceRooms}>{t('conference_bookings.book')}</Link>
      </p>
    </section>
  );
});
