import { memo, useEffect, useRef, type CSSProperties, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components/Button';
import { DEFAULT_CALENDAR_COLOR } from '../../../../contract/limits';
import { addDays, weekday, type LocalDay } from '../../../../domain/time/local-day';
import { fullDate, monthTitle, weekdayName } from '../../../lib/format';
import { addMonths, buildMonthGrid, buildWeek, columnWeekdays, monthOf, type CalendarCell, type Month } from '../../../lib/month-grid';
import { detectSwipe } from '../lib/swipe';

export type CalendarView = 'month' | 'week';

interface Props {
  month: Month;
  view: CalendarView;
  selected: LocalDay;
  today: LocalDay;
  firstWeekday: number;
  booked: ReadonlySet<LocalDay>;
  language: string;
  color?: string;
  onSelect: (day: LocalDay) => void;
  onMonthChange: (month: Month) => void;
}

/**
 * Month (6 × 7) or week grid with roving tabindex: arrows move a day or a week, Home/End to the
 * row's ends, Page Up/Down a month; a swipe or the buttons change the month (or week).
 */
export const MonthCalendar = memo(function MonthCalendar({
  month,
  view,
  selected,
  today,
  firstWeekday,
  booked,
  language,
  color = DEFAULT_CALENDAR_COLOR,
  onSelect,
  onMonthChange,
}: Props) {
  const { t } = useTranslation();
  const gridRef = useRef<HTMLTableElement>(null);
  const focusAfterMove = useRef(false);
  const swipeStart = useRef<{ x: number; y: number; at: number } | null>(null);

  const rows: CalendarCell[][] =
    view === 'month' ? buildMonthGrid(month, firstWeekday, today, booked) : [buildWeek(selected, firstWeekday, today, booked)];
  const visible = rows.flat();
  const focusDay = visible.some((c) => c.day === selected) ? selected : (visible.find((c) => c.inMonth)?.day ?? selected);

  useEffect(() => {
    if (!focusAfterMove.current) return;
    focusAfterMove.current = false;
    gridRef.current?.querySelector<HTMLElement>(`[data-day="${selected}"]`)?.focus();
  }, [selected, month, view]);

  const moveTo = (day: LocalDay) => {
    focusAfterMove.current = true;
    onSelect(day);
    if (monthOf(day) !== month) onMonthChange(monthOf(day));
  };

  const step = (direction: 1 | -1) => {
    if (view === 'week') {
      const day = addDays(selected, 7 * direction);
      onSelect(day);
      if (monthOf(day) !== month) onMonthChange(monthOf(day));
    } else onMonthChange(addMonths(month, direction));
  };

  const onKeyDown = (event: KeyboardEvent, cell: CalendarCell) => {
    const col = columnWeekdays(firstWeekday).indexOf(weekday(cell.day));
    const moves: Record<string, () => LocalDay> = {
      ArrowLeft: () => addDays(cell.day, -1),
      ArrowRight: () => addDays(cell.day, 1),
      ArrowUp: () => addDays(cell.day, -7),
      ArrowDown: () => addDays(cell.day, 7),
      Home: () => addDays(cell.day, -col),
      End: () => addDays(cell.day, 6 - col),
      PageUp: () => shiftMonth(cell.day, -1),
      PageDown: () => shiftMonth(cell.day, 1),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    moveTo(move());
  };

  const onPointerDown = (event: PointerEvent) => {
    swipeStart.current = { x: event.clientX, y: event.clientY, at: event.timeStamp };
  };
  const onPointerUp = (event: PointerEvent) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (!start) return;
    const swipe = detectSwipe({ dx: event.clientX - start.x, dy: event.clientY - start.y, ms: event.timeStamp - start.at });
    if (swipe) step(swipe === 'next' ? 1 : -1);
  };

  const title =
    view === 'month' ? monthTitle(month, language) : t('calendar.week_of', { date: fullDate(visible[0]?.day ?? selected, language) });
  const cellLabel = (c: CalendarCell) =>
    [
      fullDate(c.day, language),
      c.isToday ? t('calendar.today') : null,
      c.isBooked ? t('calendar.booked') : c.isPast ? null : t('calendar.free'),
    ]
      .filter(Boolean)
      .join(', ');

  return (
    <div className="calendar" style={{ '--calendar-color': color } as CSSProperties}>
      <div className="calendar-nav">
        <Button
          className="button icon-button"
          onPress={() => step(-1)}
          aria-label={view === 'month' ? t('calendar.previous_month') : t('calendar.previous_week')}
        >
          <span aria-hidden="true">‹</span>
        </Button>
        <h2 id="calendar-title" aria-live="polite">
          {title}
        </h2>
        <Button
          className="button icon-button"
          onPress={() => step(1)}
          aria-label={view === 'month' ? t('calendar.next_month') : t('calendar.next_week')}
        >
          <span aria-hidden="true">›</span>
        </Button>
      </div>
      <table
        ref={gridRef}
        role="grid"
        className="calendar-grid"
        aria-labelledby="calendar-title"
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipeStart.current = null)}
        data-testid="calendar-grid"
      >
        <thead>
          <tr>
            {columnWeekdays(firstWeekday).map((wd) => (
              <th key={wd} scope="col" abbr={weekdayName(wd, language, 'long')}>
                {weekdayName(wd, language)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row[0]?.day}>
              {row.map((c) => (
                <td key={c.day} role="gridcell" aria-selected={c.day === selected}>
                  <button
                    type="button"
                    className="calendar-day"
                    data-day={c.day}
                    data-outside={!c.inMonth || undefined}
                    data-today={c.isToday || undefined}
                    data-booked={c.isBooked || undefined}
                    data-past={c.isPast || undefined}
                    data-selected={c.day === selected || undefined}
                    tabIndex={c.day === focusDay ? 0 : -1}
                    aria-label={cellLabel(c)}
                    aria-current={c.isToday ? 'date' : undefined}
                    onClick={() => onSelect(c.day)}
                    onKeyDown={(e) => onKeyDown(e, c)}
                  >
                    {Number(c.day.slice(8))}
                  </button>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="calendar-legend muted">
        <span className="legend-swatch booked" aria-hidden="true" /> {t('calendar.booked')}
        <span className="legend-swatch free" aria-hidden="true" /> {t('calendar.free')}
      </p>
    </div>
  );
});

/** The same day of the month a month earlier or later (clamped to the month's end). */
function shiftMonth(day: LocalDay, count: number): LocalDay {
  const target = addMonths(monthOf(day), count);
  const candidate = `${target}-${day.slice(8)}`;
  const last = addDays(`${addMonths(target, 1)}-01`, -1);
  return candidate > last ? last : candidate;
}
