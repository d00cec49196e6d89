import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components/Button';
import type { ParkingBooking } from '../../../../contract/parking';
import { fullDate } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';

interface Props {
  bookings: ParkingBooking[];
  isPending: boolean;
  onCancel: (booking: ParkingBooking) => void;
}

/** "Meine Parktage": the caller's parking days from today on, each with cancel. */
export function MyParkingDays({ bookings, isPending, onCancel }: Props) {
  const { t } = useTranslation();
  const language = currentLanguage();
  return (
    <section className="card" aria-labelledby="parking-mine" data-testid="parking-mine">
      <h2 id="parking-mine">{t('parking.mine_title')}</h2>
      {bookings.length === 0 ? (
        <p className="muted">{t('parking.mine_empty')}</p>
      ) : (
        <ul className="parking-spaces">
          {bookings.map((booking) => {
            const day = fullDate(booking.day, language);
            return (
              <li key={booking.id} className="parking-space">
                <span className="parking-space-text">
                  {t('parking.mine_line', { day, label: booking.space.label, location: booking.space.location })}
                </span>
                <Button
                  className="button"
                  isDisabled={isPending}
                  onPress={() => onCancel(booking)}
                  aria-label={t('parking.cancel_label', { label: booking.space.label, day })}
                >
                  {t('parking.cancel')}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
