import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ButtonContext } from 'react-aria-components/Button';
import { Dialog, DialogTrigger } from 'react-aria-components/Dialog';
import { Popover } from 'react-aria-components/Popover';
import type { CalendarState } from 'react-aria-components/Calendar';
import { MONTH_YEAR_HIDE_MS, monthSelectable, yearSelectable } from '../../../domain/time/picker-rules';
import { monthTitle } from '../../lib/format';
import { dayOf } from './convert';

interface Props {
  state: Pick<CalendarState, 'focusedDate' | 'setFocusedDate' | 'visibleRange'>;
  locale: string;
  min?: string | null;
  max?: string | null;
}

const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);

/** The calendar's title as a button; it opens a popover to choose a month and a year directly. */
export function MonthYearNavigation({ state, locale, min, max }: Props) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  const focused = state.focusedDate;
  const [year, setYear] = useState(focused.year);
  const hideTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(hideTimer.current), []);

  const monthNames = useMemo(() => {
    const format = new Intl.DateTimeFormat(locale, { month: 'short', timeZone: 'UTC' });
    return MONTHS.map((month) => format.format(new Date(Date.UTC(2024, month - 1, 15))));
  }, [locale]);

  const title = monthTitle(dayOf(state.visibleRange.start).slice(0, 7), locale);

  const onOpenChange = (open: boolean) => {
    if (open) setYear(focused.year);
    setOpen(open);
  };

  const choose = (month: number) => {
    state.setFocusedDate(focused.set({ year, month, day: 1 }));
    clearTimeout(hideTimer.current);
    hideTimer.current = setTimeout(() => setOpen(false), MONTH_YEAR_HIDE_MS);
  };

  // The calendar gives its buttons 'previous' and 'next' slots; these buttons are neither.
  return (
    <ButtonContext.Provider value={null}>
      <DialogTrigger isOpen={isOpen} onOpenChange={onOpenChange}>
        <Button className="picker-month-year" aria-label={t('pickers.choose_month_year', { month: title })}>
          {title}
        </Button>
        <Popover className="picker-popover picker-month-year-popover" placement="bottom">
          <Dialog className="picker-dialog" aria-label={t('pickers.month_year')}>
            <div className="picker-year-row">
              <Button
                className="picker-nav"
                aria-label={t('pickers.previous_year')}
                isDisabled={!yearSelectable(year - 1, min, max)}
                onPress={() => setYear(year - 1)}
              >
                ‹
              </Button>
              <span className="picker-year" aria-live="polite">
                <span className="visually-hidden">{t('pickers.year')} </span>
                {year}
              </span>
              <Button
                className="picker-nav"
                aria-label={t('pickers.next_year')}
                isDisabled={!yearSelectable(year + 1, min, max)}
                onPress={() => setYear(year + 1)}
              >
                ›
              </Button>
            </div>
            <div className="picker-month-grid" role="group" aria-label={t('pickers.months')}>
              {MONTHS.map((month) => {
                const current = year === focused.year && month === focused.month;
                return (
                  <Button
                    key={month}
                    className="picker-month"
                    aria-pressed={current}
                    autoFocus={current}
                    data-month={month}
                    isDisabled={!monthSelectable(year, month, min, max)}
                    onPress={() => choose(month)}
                  >
                    {monthNames[month - 1]}
                  </Button>
                );
              })}
            </div>
          </Dialog>
        </Popover>
      </DialogTrigger>
    </ButtonContext.Provider>
  );
}
