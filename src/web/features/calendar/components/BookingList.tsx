import { memo, useId, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components/Button';
import type { Booking } from '../../../../contract/bookings';
import { announce } from '../../../lib/announcer';
import { currentLanguage } from '../../../lib/i18n';
import { useCancelBooking } from '../../../entities/booking/cancel-booking';
import { bookingTime, fullDate } from '../../../lib/format';
import { useNow } from '../../../lib/use-today';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { EditSelectionBar, SelectBookingCheckbox } from '../../../entities/booking-selection/EditSelection';
import { isCheckboxDisabled, isSelectionFull, toggleSelection } from '../../../entities/booking-selection/edit-selection';
import { paths } from '../../../lib/paths';

interface Props {
  bookings: readonly Booking[];
  timeZone: string;
  /** show the date of each booking (the upcoming list) or not (one day's list) */
  showDate?: boolean;
  emptyText: string;
  testId?: string;
  /** checkboxes to select up to five bookings for the multi-day edit (default: the upcoming list) */
  selectable?: boolean;
}

/** Bookings with desk, place and time; each can be cancelled after a confirmation. */
export const BookingList = memo(function BookingList({
  bookings,
  timeZone,
  showDate = false,
  emptyText,
  testId,
  selectable = showDate,
}: Props) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const cancel = useCancelBooking();
  const [pending, setPending] = useState<Booking | null>(null);
  const now = useNow().getTime();
  const [chosen, setChosen] = useState<number[]>([]);
  const limitHintId = useId();

  if (bookings.length === 0)
    return (
      <p className="muted" data-testid={testId}>
        {emptyText}
      </p>
    );

  // a cancelled or ended booking leaves the selection
  const selected = chosen.filter((id) => bookings.some((b) => b.id === id && new Date(b.end_at).getTime() > now));
  const select = (id: number, isSelected: boolean) => {
    const next = toggleSelection(selected, id, isSelected);
    setChosen(next);
    if (isSelected && isSelectionFull(next)) announce(t('booking_edit.limit', { max: next.length }));
  };

  const confirm = () => {
    const booking = pending;
    setPending(null);
    if (!booking) return;
    cancel.mutate(booking.id, {
      onSuccess: () => announce(t('bookings.cancelled', { desk: booking.desk.label, date: fullDate(booking.day, language) })),
    });
  };

  return (
    <>
      <ul className="booking-list" data-testid={testId}>
        {bookings.map((b) => {
          const when = `${showDate ? `${fullDate(b.day, language)}, ` : ''}${bookingTime(b, language, timeZone)}`;
          const canCancel = new Date(b.end_at).getTime() > now;
          return (
            <li key={b.id} className="booking-item" data-booking-id={b.id}>
              <div className="booking-main">
                {selectable && canCancel ? (
                  <SelectBookingCheckbox
                    label={t('booking_edit.select', { desk: b.desk.label, when })}
                    isSelected={selected.includes(b.id)}
                    isDisabled={isCheckboxDisabled(selected, b.id)}
                    hintId={limitHintId}
                    onChange={(isSelected) => select(b.id, isSelected)}
                  />
                ) : null}
                <div>
                  <strong>{t('bookings.desk', { label: b.desk.label })}</strong>
                  <span className="muted">
                    {' '}
                    · {b.desk.location.name}, {b.desk.area.name}
                  </span>
                  <br />
                  <span>{when}</span>
                  {b.checked_in_at ? <span className="badge">{t('bookings.checked_in')}</span> : null}
                  {b.series_id !== null ? <span className="badge badge-series">{t('series.badge')}</span> : null}
                </div>
              </div>
              <div className="booking-actions">
                <Link to={paths.deskProblem(b.desk.id, b.desk.label)} className="link-button">
                  {t('bookings.report_problem')}
                </Link>
                {canCancel ? (
                  <Button
                    className="button"
                    onPress={() => setPending(b)}
                    aria-label={t('bookings.cancel_label', { desk: b.desk.label, when })}
                  >
                    {t('bookings.cancel')}
                  </Button>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
      {selectable ? <EditSelectionBar selected={selected} hintId={limitHintId} /> : null}
      {pending ? (
        <ConfirmDialog
          title={t('bookings.cancel_title')}
          text={t('bookings.cancel_question', { desk: pending.desk.label, date: fullDate(pending.day, language) })}
          confirmLabel={t('bookings.cancel_confirm')}
          onConfirm={confirm}
          onCancel={() => setPending(null)}
        />
      ) : null}
    </>
  );
});
