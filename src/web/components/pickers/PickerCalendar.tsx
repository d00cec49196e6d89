import { useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components/Button';
import { Calendar, CalendarCell, CalendarGrid, CalendarStateContext } from 'react-aria-components/Calendar';
import { RangeCalendar, RangeCalendarStateContext } from 'react-aria-components/RangeCalendar';
import type { WeekdayKey } from '../../../domain/time/picker-rules';
import { MonthYearNavigation } from './MonthYearNavigation';

interface BoundsProps {
  locale: string;
  firstDayOfWeek: WeekdayKey;
  min?: string | null;
  max?: string | null;
}

function Header({ range, ...bounds }: BoundsProps & { range: boolean }) {
  const { t } = useTranslation();
  const single = useContext(CalendarStateContext);
  const ranged = useContext(RangeCalendarStateContext);
  const state = range ? ranged : single;
  return (
    <header className="picker-calendar-header">
      <Button slot="previous" className="picker-nav" aria-label={t('pickers.previous_month')}>
        ‹
      </Button>
      {state ? <MonthYearNavigation state={state} {...bounds} /> : null}
      <Button slot="next" className="picker-nav" aria-label={t('pickers.next_month')}>
        ›
      </Button>
    </header>
  );
}

function Grid() {
  return <CalendarGrid className="picker-grid">{(date) => <CalendarCell className="picker-cell" date={date} />}</CalendarGrid>;
}

/** A month calendar for the date pickers' popover; takes value and bounds from the picker around it. */
export function PickerCalendar(props: BoundsProps) {
  return (
    <Calendar className="picker-calendar" firstDayOfWeek={props.firstDayOfWeek}>
      <Header range={false} {...props} />
      <Grid />
    </Calendar>
  );
}

/** The range version of PickerCalendar. */
export function PickerRangeCalendar(props: BoundsProps) {
  return (
    <RangeCalendar className="picker-calendar" firstDayOfWeek={props.firstDayOfWeek}>
      <Header range {...props} />
      <Grid />
    </RangeCalendar>
  );
}
