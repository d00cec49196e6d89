import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isLocalDay } from '../../../../domain/time/local-day';
import type { EgoResponse } from '../../../../contract/ego';
import { SubPageHeader } from '../../../components/SubPageHeader';
import { useEgo } from '../../../entities/ego/get-ego';
import { lastRoomDay } from '../../../entities/room-booking/horizon';
import { useDebounced } from '../../../lib/use-debounced';
import { paths } from '../../../lib/paths';
import { useToday } from '../../../lib/use-today';
import { useRooms } from '../api/get-rooms';
import { ALL_LOCATIONS } from '../../../../contract/rooms';
import { RoomFilters, shownLocation, type FilterValues } from '../components/RoomFilters';
import { RoomList } from '../components/RoomList';
import { FloorPlan } from '../../../entities/floor-plan/FloorPlan';
import { usePlanMarkers } from '../../../entities/floor-plan/floor-plan-api';
import '../../../styles/bookings.css';
import '../../../entities/room-booking/rooms.css';

/** /conference_rooms(?day=…): the group's rooms by location, filtered, with each room's free and busy times of a day. */
export default function ConferenceRoomsPage() {
  const { t } = useTranslation();
  const ego = useEgo();
  return (
    <>
      <SubPageHeader title={t('rooms.title')} backTo={paths.reports} />
      {!ego.data ? (
        <p className="page" aria-busy="true">
          {t('app.loading')}
        </p>
      ) : ego.data.group.has_conference_rooms ? (
        <RoomsScreen ego={ego.data} />
      ) : (
        <p className="page">{t('rooms.not_offered')}</p>
      )}
    </>
  );
}

/** A typed number of people: empty means any; anything else must be a whole number from 1. */
function parsePeople(text: string): number | null | 'invalid' {
  if (text.trim() === '') return null;
  const n = Number(text.trim());
  return Number.isInteger(n) && n >= 1 ? n : 'invalid';
}

function RoomsScreen({ ego }: { ego: EgoResponse }) {
  const { t } = useTranslation();
  const today = useToday(ego.group.time_zone);
  const lastDay = lastRoomDay(today, ego.group.max_advance_days);
  const [params] = useSearchParams();
  const wanted = params.get('day');
  const initialDay = wanted && isLocalDay(wanted) && wanted >= today && wanted <= lastDay ? wanted : today;
  const [values, setValues] = useState<FilterValues>({ locationId: '', people: '', equipment: [], day: initialDay, time: null });
  const people = parsePeople(useDebounced(values.people, 400));
  // no location chosen: the server lists the reader's default location and names it; the switch shows it
  const rooms = useRooms({
    locationId: values.locationId === ALL_LOCATIONS ? ALL_LOCATIONS : values.locationId ? Number(values.locationId) : undefined,
    people: typeof people === 'number' ? people : undefined,
    equipment: values.equipment,
    day: values.day,
    time: values.time,
  });
  const shown = rooms.data?.rooms ?? [];
  const navigate = useNavigate();
  // the rooms on the plans, free or taken in the chosen time (else the whole day); a free one opens its booking form
  const plans = usePlanMarkers({
    kind: 'room',
    day: values.day,
    time: values.time ? { start_minute: values.time.start, end_minute: values.time.end } : null,
  });
  const location = rooms.data ? shownLocation(values, rooms.data) : null;
  const planAreas = (plans.data?.areas ?? []).filter(
    (a) => location !== null && (location === ALL_LOCATIONS || String(a.location.id) === location),
  );
  return (
    <div className="page page-wide">
      <div className="columns">
        <div className={planAreas.length > 0 ? 'column' : 'column column-sticky'}>
          <RoomFilters
            values={values}
            onChange={setValues}
            options={rooms.data}
            today={today}
            lastDay={lastDay}
            peopleErrors={people === 'invalid' ? [t('validation.invalid')] : undefined}
          />
          {planAreas.length > 0 ? (
            <FloorPlan
              areas={planAreas}
              isChoosable={(marker) => marker.state === 'free'}
              chooseLabel={(marker) => t('rooms.book_room', { label: marker.label })}
              onChoose={(marker) =>
                void navigate(
                  paths.bookRoom({
                    room: marker.resource_id,
                    day: values.day,
                    ...(values.time ? { start: values.time.start, end: values.time.end } : {}),
                  }),
                )
              }
            />
          ) : null}
        </div>
        <div className="column">
          <section className="card" aria-labelledby="room-results" aria-busy={rooms.isFetching}>
            <h2 id="room-results">{t('rooms.results')}</h2>
            {!rooms.data ? (
              <p aria-busy="true">{t('app.loading')}</p>
            ) : shown.length === 0 ? (
              <p data-testid="no-rooms" role="status">
                {t('rooms.none')}
              </p>
            ) : (
              <>
                <p className="muted" role="status">
                  {t('rooms.results_count', { count: shown.length })}
                </p>
                <RoomList rooms={shown} day={values.day} time={values.time} />
              </>
            )}
          </section>
        </div>
      </div>
    </div>
  );
}
