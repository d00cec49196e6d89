import { useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components/Button';
import type { EgoResponse } from '../../../../contract/ego';
import { ALL_LOCATIONS, type RoomBooking } from '../../../../contract/rooms';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { FormMessage } from '../../../components/form/FormMessage';
import { SubPageHeader } from '../../../components/SubPageHeader';
import { useEgo } from '../../../entities/ego/get-ego';
import { useRoomBookings } from '../../../entities/room-booking/get-room-bookings';
import { announce } from '../../../lib/announcer';
import { fullDate } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { useToday } from '../../../lib/use-today';
import { useCancelRoomBooking } from '../api/cancel-room-booking';
import { useRooms } from '../api/get-rooms';
import { InvitationsPanel } from '../components/InvitationsPanel';
import { RoomBookingForm } from '../components/RoomBookingForm';
import { RoomBookingSummary } from '../components/RoomBookingSummary';
import { emptyDetails } from '../../../entities/event-details/event-details-draft';
import { bookingToDraft } from '../lib/booking-draft';
import { readPrefill, type BookingPrefill } from '../lib/prefill';
import '../../../styles/bookings.css';
import '../../../entities/room-booking/rooms.css';

/** What the screen says after it saved (carried in the navigation state to the booking's own address). */
interface SavedState {
  saved?: 'booked' | 'saved';
}

/** /conference_room_bookings: book a room (prefilled from the query string) or, with `?id=`, see, edit and cancel one. */
export default function RoomBookingPage() {
  const { t } = useTranslation();
  const ego = useEgo();
  const [params] = useSearchParams();
  const prefill = readPrefill(params);
  return (
    <>
      <SubPageHeader title={t('room_booking.title')} backTo={paths.conferenceRooms} />
      {!ego.data ? (
        <p className="page" aria-busy="true">
          {t('app.loading')}
        </p>
      ) : !ego.data.group.has_conference_rooms ? (
        <p className="page">{t('rooms.not_offered')}</p>
      ) : prefill.bookingId !== null ? (
        <ExistingBooking key={prefill.bookingId} id={prefill.bookingId} ego={ego.data} />
      ) : (
        <NewBooking key={params.toString()} prefill={prefill} ego={ego.data} />
      )}
    </>
  );
}

function NewBooking({ prefill, ego }: { prefill: BookingPrefill; ego: EgoResponse }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const today = useToday(ego.group.time_zone);
  // every location's rooms for the room choice (a room of any location may be prefilled)
  const rooms = useRooms({ locationId: ALL_LOCATIONS });
  const time =
    prefill.start !== null && prefill.end !== null ? { start: prefill.start, end: prefill.end } : { start: 9 * 60, end: 10 * 60 };
  const onSaved = (booking: RoomBooking) => {
    const state: SavedState = { saved: 'booked' };
    void navigate(paths.roomBooking(booking.id), { replace: true, state });
  };
  return (
    <div className="page">
      <section className="card" aria-label={t('room_booking.title')}>
        {!rooms.data ? (
          <p aria-busy="true">{t('app.loading')}</p>
        ) : (
          <RoomBookingForm
            ego={ego}
            rooms={rooms.data.rooms}
            bookingId={null}
            initial={{
              draft: {
                roomId: prefill.roomId,
                day: prefill.day && prefill.day >= today ? prefill.day : today,
                time,
                equipment: [],
                catering: [],
              },
              details: { ...emptyDetails, person_number: ego.user.personnel_number },
            }}
            onSaved={onSaved}
            onSeriesBooked={() => void navigate(paths.reports)}
          />
        )}
      </section>
    </div>
  );
}

function ExistingBooking({ id, ego }: { id: number; ego: EgoResponse }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const navigate = useNavigate();
  const location = useLocation();
  const bookings = useRoomBookings();
  const rooms = useRooms({ locationId: ALL_LOCATIONS });
  const cancel = useCancelRoomBooking();
  const [confirming, setConfirming] = useState(false);
  const [saved, setSaved] = useState<string | null>(() => {
    const state = location.state as SavedState | null;
    return state?.saved ? t(state.saved === 'booked' ? 'room_booking.booked' : 'room_booking.saved') : null;
  });

  if (!bookings.data || !rooms.data)
    return (
      <p className="page" aria-busy="true">
        {t('app.loading')}
      </p>
    );
  const booking = bookings.data.find((b) => b.id === id);
  // a booking made or shared since the list was cached arrives with the fresh list
  if (!booking && bookings.isFetching)
    return (
      <p className="page" aria-busy="true">
        {t('app.loading')}
      </p>
    );
  if (!booking)
    return (
      <div className="page">
        <p>{t('room_booking.not_found')}</p>
        <Link to={paths.conferenceRooms}>{t('room_booking.to_list')}</Link>
      </div>
    );

  const isOrganiser = booking.my_invitation === null;
  const onCancel = () => {
    setConfirming(false);
    cancel.mutate(booking.id, {
      onSuccess: () => {
        announce(t('room_booking.cancelled', { title: booking.title }));
        void navigate(paths.reports);
      },
    });
  };

  return (
    <div className="page page-wide">
      <div className="columns">
        <div className="column">
          <FormMessage text={saved} tone="success" />
          <RoomBookingSummary booking={booking} />
          {isOrganiser ? <InvitationsPanel booking={booking} /> : null}
          {isOrganiser && booking.can_edit ? (
            <div className="actions">
              <Button className="button danger" onPress={() => setConfirming(true)} isDisabled={cancel.isPending}>
                {t('room_booking.cancel')}
              </Button>
            </div>
          ) : null}
        </div>
        {isOrganiser ? (
          <div className="column">
            <section className="card" aria-labelledby="edit-room-booking">
              <h2 id="edit-room-booking">{t('room_booking.edit_title')}</h2>
              {booking.can_edit ? (
                <RoomBookingForm
                  key={`${booking.id}-${booking.start_at}-${booking.end_at}`}
                  ego={ego}
                  rooms={rooms.data.rooms}
                  bookingId={booking.id}
                  initial={bookingToDraft(booking)}
                  onSaved={() => setSaved(t('room_booking.saved'))}
                />
              ) : (
                <p className="muted">{t('room_booking.over')}</p>
              )}
            </section>
          </div>
        ) : null}
      </div>
      {confirming ? (
        <ConfirmDialog
          title={t('room_booking.cancel_title')}
          text={t('room_booking.cancel_question', { title: booking.title, date: fullDate(booking.day, language) })}
          confirmLabel={t('room_booking.cancel_confirm')}
          onConfirm={onCancel}
          onCancel={() => setConfirming(false)}
        />
      ) : null}
    </div>
  );
}
