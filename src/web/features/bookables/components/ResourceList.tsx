import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components/Button';
import type { BookableResourcesResponse } from '../../../../contract/bookables';
import { RoomTimeline } from '../../../entities/room-booking/RoomTimeline';
import { layoutName } from '../../../entities/room-booking/room-booking-text';
import { equipmentName, fullDate } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { busyOfDay } from '../lib/busy-of-day';
import { groupByCategory } from '../lib/group-by-category';

type ResourceWithBusy = BookableResourcesResponse['resources'][number];

interface Props {
  resources: readonly ResourceWithBusy[];
  day: string;
  timeZone: string;
  chosenId: number | null;
  onChoose: (resource: ResourceWithBusy) => void;
}

/** The bookables by category: place, description, capacity, 'Anfrage nötig', the day's bookings and 'Auswählen'. */
export function ResourceList({ resources, day, timeZone, chosenId, onChoose }: Props) {
  const { t } = useTranslation();
  const date = fullDate(day, currentLanguage());
  return (
    <div data-testid="bookable-list">
      {groupByCategory(resources).map((group) => (
        <section key={group.category} aria-labelledby={`category-${group.category}`}>
          <h3 id={`category-${group.category}`} className="location-title">
            {t(`bookables.category_groups.${group.category}`)}
          </h3>
          <ul className="room-list">
            {group.resources.map((r) => {
              const offers = [...r.layouts.map((l) => layoutName(l, t)), ...r.equipment.map((e) => equipmentName(e, t))].join(', ');
              return (
                <li key={r.id} className="room-item" data-bookable={r.label} data-chosen={r.id === chosenId || undefined}>
                  <div className="room-head bookable-head">
                    <div>
                      <h4 className="room-name">
                        {r.label}
                        {r.requestable ? (
                          <span className="status-badge bookable-badge" data-badge="request" data-testid="requestable-badge">
                            {t('bookables.requestable')}
                          </span>
                        ) : null}
                      </h4>
                      <p className="room-facts muted">
                        {t(`bookables.categories.${r.category}`)} · {r.location.name}, {r.area.name}
                        {r.capacity !== null ? ` · ${t('bookables.capacity', { count: r.capacity })}` : ''}
                      </p>
                    </div>
                    <Button
                      className={`button${r.id === chosenId ? '' : ' office-primary'}`}
                      aria-label={t('bookables.choose_label', { label: r.label })}
                      onPress={() => onChoose(r)}
                    >
                      {t('bookables.choose')}
                    </Button>
                  </div>
                  {r.description ? <p className="room-facts">{r.description}</p> : null}
                  {offers ? <p className="room-facts muted">{offers}</p> : null}
                  <RoomTimeline busy={busyOfDay(r.busy, day, timeZone)} label={t('bookables.timeline', { label: r.label, date })} />
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
