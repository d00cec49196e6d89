import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BookableBooking, ListedBookableResource } from '../../../../contract/bookables';
import type { EgoResponse } from '../../../../contract/ego';
import type { SeriesWriteResponse } from '../../../../contract/series';
import { wallMinute } from '../../../../domain/time/local-day';
import { FormMessage } from '../../../components/form/FormMessage';
import { SubPageHeader } from '../../../components/SubPageHeader';
import { bookableWhen } from '../../../entities/bookable/bookable-when';
import { useEgo } from '../../../entities/ego/get-ego';
import { lastRoomDay } from '../../../entities/room-booking/horizon';
import { announce } from '../../../lib/announcer';
import { currentLanguage } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { useNow, useToday } from '../../../lib/use-today';
import { useBookableResources } from '../api/get-bookable-resources';
import { BookableBookingForm } from '../components/BookableBookingForm';
import { MyBookables } from '../components/MyBookables';
import { ResourceFilters, type ResourceFilterValues } from '../components/ResourceFilters';
import { ResourceList } from '../components/ResourceList';
import { defaultRange } from '../lib/time-range';
import '../../../styles/bookings.css';
import '../../../entities/room-booking/rooms.css';
import '../bookables.css';

/** /bookable_bookings ('Buchen'): lockers, cars, equipment and event spaces; my bookings and requests. */
export default function BookablesPage() {
  const { t } = useTranslation();
  const ego = useEgo();
  return (
    <>
      <SubPageHeader title={t('bookables.title')} backTo={paths.reports} />
      {ego.data ? (
        <BookablesScreen ego={ego.data} />
      ) : (
        <p className="page" aria-busy="true">
          {t('app.loading')}
        </p>
      )}
    </>
  );
}

function BookablesScreen({ ego }: { ego: EgoResponse }) {
  const { t } = useTranslation();
  const timeZone = ego.group.time_zone;
  const today = useToday(timeZone);
  const now = useNow();
  const [filter, setFilter] = useState<ResourceFilterValues>({ category: '', locationId: '', day: today });
  const resources = useBookableResources({
    category: filter.category || undefined,
    locationId: filter.locationId ? Number(filter.locationId) : undefined,
    day: filter.day,
  });
  const [chosen, setChosen] = useState<ListedBookableResource | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const formHeading = useRef<HTMLHeadingElement>(null);
  const doneRef = useRef<HTMLDivElement>(null);

  // a choice moves focus (and, on a phone, the view) to the form; a booking to what it says
  useEffect(() => {
    if (chosen) formHeading.current?.focus();
  }, [chosen]);
  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);

  const onBooked = (booking: BookableBooking) => {
    const values = {
      label: booking.resource.label,
      when: bookableWhen(booking.start_at, booking.end_at, currentLanguage(), timeZone),
    };
    const text = t(booking.status === 'waiting' ? 'bookables.requested' : 'bookables.booked', values);
    setChosen(null);
    setDone(text);
    announce(text);
  };

  // the preview announced the booking; what was booked stays said above the list, where the occurrences now show
  const onSeriesBooked = ({ series, occurrences }: SeriesWriteResponse) => {
    const waiting = occurrences.filter((o) => o.outcome === 'waiting').length;
    const booked = occurrences.filter((o) => o.outcome === 'booked').length;
    const label = series.resource.label;
    setChosen(null);
    setDone(
      waiting > 0 ? t('bookables.series_requested', { label, count: waiting }) : t('bookables.series_booked', { label, count: booked }),
    );
  };

  return (
    <div className="page page-wide">
      <div className="columns">
        <div className="column">
          <ResourceFilters
            values={filter}
            onChange={setFilter}
            options={resources.data}
            today={today}
            lastDay={lastRoomDay(today, ego.group.max_advance_days)}
          />
          <section className="card" aria-labelledby="bookable-results" aria-busy={resources.isFetching || undefined}>
            <h2 id="bookable-results">{t('bookables.results')}</h2>
            {!resources.data ? (
              <p aria-busy="true">{t('app.loading')}</p>
            ) : resources.data.resources.length === 0 ? (
              <p className="muted" data-testid="no-bookables">
                {t('bookables.none')}
              </p>
            ) : (
              <ResourceList
                resources={resources.data.resources}
                day={filter.day}
                timeZone={timeZone}
                chosenId={chosen?.id ?? null}
                onChoose={(resource) => {
                  setDone(null);
                  setChosen(resource);
                }}
              />
            )}
          </section>
        </div>
        <div className="column bookables-side">
          {done ? (
            <div ref={doneRef} tabIndex={-1} className="bookable-done">
              <FormMessage text={done} tone="success" />
            </div>
          ) : null}
          {chosen ? (
            <section className="card" aria-labelledby="bookable-form-title" data-testid="bookable-form">
              <h2 id="bookable-form-title" ref={formHeading} tabIndex={-1}>
                {t('bookables.form_title', { label: chosen.label })}
              </h2>
              <BookableBookingForm
                key={chosen.id}
                ego={ego}
                resource={chosen}
                initialRange={defaultRange(filter.day, today, wallMinute(now, timeZone))}
                onBooked={onBooked}
                onSeriesBooked={onSeriesBooked}
              />
            </section>
          ) : null}
          <MyBookables timeZone={timeZone} />
        </div>
      </div>
    </div>
  );
}
