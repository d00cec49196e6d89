import { useTranslation } from 'react-i18next';
import type { BookableResource } from '../../../../contract/bookables';
import { RoomTimeline } from '../../../entities/room-booking/RoomTimeline';
import { overlapsBusy } from '../../../entities/room-booking/timeline';
import { fullDate } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { useBookableResources } from '../api/get-bookable-resources';
import { busyOfDay } from '../lib/busy-of-day';

interface Props {
  resource: Pick<BookableResource, 'id' | 'label'>;
  day: string;
  timeZone: string;
  /** the chosen minutes of that day, to say when they overlap something */
  selection: { start: number; end: number } | null;
}

/** What holds (or is requested for) a resource on a day, so a free time can be picked. */
export function BusyOfDay({ resource, day, timeZone, selection }: Props) {
  const { t } = useTranslation();
  const date = fullDate(day, currentLanguage());
  const resources = useBookableResources({ day });
  const found = resources.data?.resources.find((r) => r.id === resource.id);
  const intervals = found ? busyOfDay(found.busy, day, timeZone) : [];
  return (
    <div className="field" data-testid="bookable-busy">
      <span className="h2-label">{t('bookables.busy_title', { date })}</span>
      {resources.data && !resources.isPlaceholderData ? (
        <RoomTimeline busy={intervals} label={t('bookables.timeline', { label: resource.label, date })} />
      ) : (
        <p aria-busy="true">{t('app.loading')}</p>
      )}
      {selection && overlapsBusy(intervals, selection.start, selection.end) ? (
        <p className="field-help" data-testid="overlap-hint">
          {t('bookables.overlaps')}
        </p>
      ) : null}
    </div>
  );
}
