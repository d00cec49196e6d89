import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components/Button';
import type { Booking, Desk } from '../../../../contract/bookings';
import { announce } from '../../../lib/announcer';
import { currentLanguage } from '../../../lib/i18n';
import { fullDate } from '../../../lib/format';
import { useReclaimDay } from '../../../entities/own-desk/reclaim-day';
import { useReleaseDay } from '../../../entities/own-desk/release-day';

interface Props {
  day: string;
  desk: Desk;
  /** the user's booking of the own desk that day, if they hold it */
  ownBooking: Booking | undefined;
}

/** The own desk on one day: release it for colleagues, or take a released day back. */
export const OwnDeskDay = memo(function OwnDeskDay({ day, desk, ownBooking }: Props) {
  const { t } = useTranslation();
  const release = useReleaseDay();
  const reclaim = useReclaimDay();
  const date = fullDate(day, currentLanguage());
  return (
    <div className="own-desk" data-testid="own-desk-day">
      <p>{ownBooking ? t('calendar.own_desk_held', { label: desk.label }) : t('calendar.own_desk_released', { label: desk.label })}</p>
      {ownBooking ? (
        <Button
          className="button"
          onPress={() => release.mutate(day, { onSuccess: () => announce(t('calendar.released', { label: desk.label, date })) })}
        >
          {release.isPending ? t('form.saving') : t('calendar.release')}
        </Button>
      ) : (
        <Button
          className="button"
          onPress={() => reclaim.mutate(day, { onSuccess: () => announce(t('calendar.reclaimed', { label: desk.label, date })) })}
        >
          {reclaim.isPending ? t('form.saving') : t('calendar.reclaim')}
        </Button>
      )}
    </div>
  );
});
