import { useTranslation } from 'react-i18next';
import { DateRangePicker } from 'react-aria-components/DateRangePicker';
import { I18nProvider } from 'react-aria-components/I18nProvider';
import { orderRange, type Range } from '../../../domain/time/picker-rules';
import { shortDate } from '../../lib/format';
import { announce } from '../../lib/announcer';
import { useToday } from '../../lib/use-today';
import { boundsMessage } from './bounds-message';
import { dayOf, toCalendarDate } from './convert';
import { DatePickerParts, PickerDateInput } from './DatePickerParts';
import { FreeTextInput } from './FreeTextInput';
import { PickerRangeCalendar } from './PickerCalendar';
import { usePickerGuard } from './use-picker-guard';
import { usePickerLocale } from './picker-locale';
import './pickers.css';

export type DayRange = Range<string>;

export interface DateRangePickerFieldProps {
  label: string;
  /** days as 'YYYY-MM-DD', both inclusive */
  value: DayRange | null;
  onChange: (value: DayRange | null) => void;
  min?: string;
  max?: string;
  isRequired?: boolean;
  errorMessage?: string;
  description?: string;
  /** the group's today, for typed words (default: the device's today) */
  today?: string;
}

/** A range of days; a start typed after the end is swapped. */
export function DateRangePickerField({
  label,
  value,
  onChange,
  min,
  max,
  isRequired = false,
  errorMessage,
  description,
  today,
}: DateRangePickerFieldProps) {
  const { t } = useTranslation();
  const { language, locale, firstDayOfWeek } = usePickerLocale();
  const deviceToday = useToday(undefined);
  const guard = usePickerGuard<DayRange | null>(value, (a, b) => a?.start === b?.start && a?.end === b?.end);

  /** Passes an ordered range on; the field keeps showing what was typed until focus leaves it. */
  const change = (typed: DayRange | null, showRefused = true): string | null => {
    const next = typed ? orderRange(typed) : null;
    const outside = next ? (boundsMessage(next.start, min, max, locale, t) ?? boundsMessage(next.end, min, max, locale, t)) : null;
    return guard.apply(typed, next, { outside, isRequired, requiredText: t('pickers.required_kept'), onChange }, showRefused);
  };

  const onFocusChange = (isFocused: boolean) => {
    if (!isFocused && guard.draft && guard.draft.start > guard.draft.end && !guard.message) announce(t('pickers.range_swapped'));
    guard.onFocusChange(isFocused);
  };

  const shownError = guard.message ?? errorMessage;
  return (
    <I18nProvider locale={locale}>
      <DateRangePicker
        className="field picker-field"
        value={guard.draft ? { start: toCalendarDate(guard.draft.start), end: toCalendarDate(guard.draft.end) } : null}
        onChange={(next) => change(next ? { start: dayOf(next.start), end: dayOf(next.end) } : null)}
        minValue={min ? toCalendarDate(min) : undefined}
        maxValue={max ? toCalendarDate(max) : undefined}
        isRequired={isRequired}
        isInvalid={Boolean(shownError)}
        validationBehavior="aria"
        firstDayOfWeek={firstDayOfWeek}
        shouldForceLeadingZeros
        granularity="day"
        onFocusChange={onFocusChange}
      >
        <DatePickerParts
          label={label}
          description={description}
          error={shownError}
          inputs={
            <>
              <PickerDateInput slot="start" />
              <span aria-hidden="true" className="picker-dash">
                –
              </span>
              <PickerDateInput slot="end" />
            </>
          }
          popover={
            <>
              <PickerRangeCalendar locale={locale} firstDayOfWeek={firstDayOfWeek} min={min} max={max} />
              <FreeTextInput
                help={t('pickers.type_help_range')}
                language={language}
                today={today ?? deviceToday}
                onParsed={({ value: start, end }) => {
                  const range = orderRange({ start: start.day, end: end?.day ?? start.day });
                  const refusal = change(range, false);
                  if (refusal) return { message: refusal, tone: 'error' };
                  const shown = `${shortDate(range.start, locale)} – ${shortDate(range.end, locale)}`;
                  return { message: t('pickers.understood', { value: shown }), tone: 'ok' };
                }}
              />
            </>
          }
        />
      </DateRangePicker>
    </I18nProvider>
  );
}
