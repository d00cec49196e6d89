import { memo, useDeferredValue, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ToggleButton } from 'react-aria-components/ToggleButton';
import { ToggleButtonGroup } from 'react-aria-components/ToggleButtonGroup';
import { BigHeader } from '../../../components/BigHeader';
import { currentLanguage } from '../../../lib/i18n';
import { addDays } from '../../../../domain/time/local-day';
import { ownerDays } from '../../../../domain/desk-mode';
import { useDeskSettings } from '../../../entities/own-desk/get-desk-settings';
import type { EgoResponse } from '../../../../contract/ego';
import { useEgo } from '../../../entities/ego/get-ego';
import { useMyBookings } from '../../../entities/booking/get-my-bookings';
import { BookingList } from '../components/BookingList';
import { fullDate } from '../../../lib/format';
import { useToday } from '../../../lib/use-today';
import { OwnDeskDay } from '../components/OwnDeskDay';
import { LotteryStatusBanner } from '../../../entities/lottery/LotteryStatusBanner';
import { MonthCalendar, type CalendarView } from '../components/MonthCalendar';
import { buildMonthGrid, firstWeekdayOf, monthOf } from '../../../lib/month-grid';
import '../../../styles/bookings.css';
import { paths } from '../../../lib/paths';
import { isBookableDay } from '../../../entities/booking/horizon';
import { RoomBookingsCard } from '../../../entities/room-booking/RoomBookingsCard';
import { SeriesCard } from '../../../entities/series/SeriesCard';
import { BookablesCard } from '../../../entities/bookable/BookablesCard';

/** /reports: the desk calendar — month or week, one day's bookings, my upcoming bookings. */
export default function CalendarPage() {
  const { t } = useTranslation();
  // The day's schedule and the lottery status are shown as they are now, not from a cached copy.
  const ego = useEgo({ fresh: true });
  // The screen is built as a transition when the data arrives: React renders it in slices, not one long task. That
  // holds also when the data is there before this page mounts (its code arrived after the answer): the page then
  // mounts with the initial value (null) and builds the screen in the deferred render.
  const data = useDeferredValue(ego.data ?? null, null);
  return (
    <>
      <BigHeader title={t('calendar.title')} />
      {data ? (
        <CalendarScreen ego={data} />
      ) : (
        <p className="page" aria-busy="true">
          {t('app.loading')}
        </p>
      )}
    </>
  );
}

function CalendarScreen({ ego }: { ego: EgoResponse }) {
  const { t } = useTranslation();
  const timeZone = ego.group.time_zone;
  const today = useToday(timeZone);
  const language = currentLanguage();
  const [selected, setSelected] = useState(today);
  const [month, setMonth] = useState(monthOf(today));
  const [view, setView] = useState<CalendarView>('month');
  const firstWeekday = firstWeekdayOf(language);

  // the bookings of the whole visible grid (it spans parts of the neighbouring months)
  const [gridFrom, gridTo] = useMemo(() => {
    const cells = buildMonthGrid(month, firstWeekday, today).flat();
    return [cells[0]?.day ?? today, cells.at(-1)?.day ?? today];
  }, [month, firstWeekday, today]);
  const inGrid = useMyBookings({
    from: gridFrom < selected ? gridFrom : addDays(selected, -7),
    to: gridTo > selected ? gridTo : addDays(selected, 7),
  });
  const upcoming = useMyBookings();
  // an owner's own days (mode and weekdays) decide where 'release' or 'reclaim' makes sense
  const deskSettings = useDeskSettings(Boolean(ego.desk));

  // Bookings arriving re-render the month and the lists as a transition too (see CalendarPage).
  const gridBookings = useDeferredValue(inGrid.data);
  const upcomingBookings = useDeferredValue(upcoming.data);
  const ownDesk = ego.desk;
  // Kept by reference between renders, so the memoised grid and lists skip the renders that change nothing for them.
  const booked = useMemo(() => new Set((gridBookings ?? []).map((b) => b.day)), [gridBookings]);
  const dayBookings = useMemo(() => (gridBookings ?? []).filter((b) => b.day === selected), [gridBookings, selected]);
  const selectedLabel = useMemo(() => fullDate(selected, language), [selected, language]);
  const ownBooking = ownDesk ? dayBookings.find((b) => b.desk.id === ownDesk.id) : undefined;
  const isOwnDay = deskSettings.data ? ownerDays(deskSettings.data.desk_mode, deskSettings.data.weekdays, selected, 1).length > 0 : false;

  return (
    <div className="page page-wide">
      <LotteryStatusBanner status={ego.lottery_run_status} />
      <div className="columns">
        <div className="column">
          <section className="card" aria-label={t('calendar.label')}>
            <ViewToggle view={view} onChange={setView} />
            <MonthCalendar
              month={month}
              view={view}
              selected={selected}
              today={today}
              firstWeekday={firstWeekday}
              booked={booked}
              language={language}
              onSelect={setSelected}
              onMonthChange={setMonth}
            />
          </section>
        </div>
        <div className="column">
          <section className="card" aria-labelledby="selected-day" data-testid="selected-day">
            <h2 id="selected-day">{selectedLabel}</h2>
            {gridBookings === undefined ? (
              <p aria-busy="true">{t('app.loading')}</p>
            ) : (
              <BookingList bookings={dayBookings} timeZone={timeZone} emptyText={t('calendar.no_bookings_day')} testId="day-bookings" />
            )}
            {ownDesk && selected >= today && (ownBooking || isOwnDay) ? (
              <OwnDeskDay day={selected} desk={ownDesk} ownBooking={ownBooking} />
            ) : null}
            {isBookableDay(selected, today, ego.group.max_advance_days) ? (
              <div className="actions">
                <Link
                  to={paths.reservationsOn(selected)}
                  className="button office-primary"
                  aria-label={t('calendar.book_day', { date: selectedLabel })}
                >
                  {t('reservations.title')}
                </Link>
                {ego.group.has_conference_rooms ? (
                  <Link to={paths.conferenceRoomsOn(selected)} className="button" aria-label={t('rooms.find_on', { date: selectedLabel })}>
                    {t('rooms.link')}
                  </Link>
                ) : null}
              </div>
            ) : null}
          </section>

          <section className="card" aria-labelledby="my-bookings">
            <h2 id="my-bookings">{t('calendar.my_bookings')}</h2>
            {upcomingBookings ? (
              <BookingList
                bookings={upcomingBookings}
                timeZone={timeZone}
                showDate
                emptyText={t('calendar.no_bookings')}
                testId="upcoming-bookings"
              />
            ) : (
              <p aria-busy="true">{t('app.loading')}</p>
            )}
            <p className="links">
              <Link to={paths.ownDesk}>{t('own_desk.link')}</Link>
              <Link to={paths.one}>{t('one_click.link')}</Link>
              <Link to={paths.deskSettings}>{t('desk_settings.title')}</Link>
              {ego.group.allocation_mode === 'algorithm' || ego.lottery_run_status ? (
                <Link to={paths.deskRequests}>{t('desk_requests.link')}</Link>
              ) : null}
            </p>
          </section>
          <SeriesCard timeZone={timeZone} slots={ego.group.slots} />
          {ego.group.has_conference_rooms ? <RoomBookingsCard /> : null}
          <BookablesCard isApprover={ego.user.is_approver} />
        </div>
      </div>
    </div>
  );
}

const ViewToggle = memo(function ViewToggle({ view, onChange }: { view: CalendarView; onChange: (view: CalendarView) => void }) {
  const { t } = useTranslation();
  return (
    <ToggleButtonGroup
      className="view-toggle"
      aria-label={t('calendar.view')}
      selectionMode="single"
      disallowEmptySelection
      selectedKeys={[view]}
      onSelectionChange={(keys) => onChange(keys.has('week') ? 'week' : 'month')}
    >
      <ToggleButton id="month" className="button toggle">
        {t('calendar.month_view')}
      </ToggleButton>
      <ToggleButton id="week" className="button toggle">
        {t('calendar.week_view')}
      </ToggleButton>
    </ToggleButtonGroup>
  );
});
