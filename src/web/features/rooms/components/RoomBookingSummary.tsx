import { useTranslation } from 'react-i18next';
import type { RoomBooking } from '../../../../contract/rooms';
import { InvitationAnswer } from '../../../entities/room-booking/InvitationAnswer';
import { layoutName, personName, roomBookingTime } from '../../../entities/room-booking/room-booking-text';
import { equipmentName, fullDate, minuteLabel } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';

/** A room booking at a glance: what, where, when, who organises, details and catering; an invitee's answer. */
export function RoomBookingSummary({ booking }: { booking: RoomBooking }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const b = booking;
  return (
    <section className="card booking-card" aria-labelledby="room-booking-summary" data-testid="room-booking-summary">
      <h2 id="room-booking-summary">{b.title}</h2>
      <p>
        {b.room.label} · {b.room.location.name}, {b.room.area.name}
      </p>
      <p>
        {fullDate(b.day, language)}, {roomBookingTime(b)}
      </p>
      <p className="muted">
        {b.my_invitation ? t('room_booking.organiser', { name: personName(b.organiser) }) : t('room_booking.you_organise')}
      </p>
      {b.description ? <p className="pre-line">{b.description}</p> : null}
      <p>
        {t('room_booking.attendees', { count: b.attendee_count })}
        {b.layout ? ` · ${layoutName(b.layout, t)}` : ''}
        {b.equipment.length ? ` · ${b.equipment.map((e) => equipmentName(e, t)).join(', ')}` : ''}
      </p>
      {b.supervisor || b.phone_number ? <p>{[b.supervisor, b.phone_number].filter(Boolean).join(', ')}</p> : null}
      {b.catering.length ? (
        <ul className="booking-list" aria-label={t('catering.offer')} data-testid="summary-catering">
          {b.catering.map((line, i) => (
            <li key={i}>
              {minuteLabel(line.serve_minute)} · {line.quantity} × {line.name}
            </li>
          ))}
        </ul>
      ) : null}
      {b.my_invitation ? <InvitationAnswer booking={b} /> : null}
    </section>
  );
}
