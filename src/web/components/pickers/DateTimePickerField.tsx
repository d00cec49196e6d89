import { useTranslation } from 'react-i18next';
import { DatePicker } from 'react-aria-components/DatePicker';
import { I18nProvider } from 'react-aria-components/I18nProvider';
import { formatDate } from '../../../domain/date-format';
import { useToday } from '../../lib/use-today';
import { boundsMessage } from './bounds-message';
import { dayOf, minuteOfValue, toDateTime } from './convert';
import { DatePickerParts, PickerDateInput } from './DatePickerParts';
import { FreeTextInput } from './FreeTextInput';
import { PickerCalendar } from './PickerCalendar';
import { usePickerGuard } from './use-picker-guard';
import { usePickerLocale } from './picker-locale';
import './pickers.css';

export interface DayMinute {
  /** 'YYYY-MM-DD' */
  day: string;
  /** minute of the day, 0–1439 */
  minute: number;
}

export interface DateTimePickerFieldProps {
  label: string;
  value: DayMinute | null;
  onChange: (value: DayMinute | null) => void;
  min?: string;
  max?: string;
  isRequired?: boolean;
  errorMessage?: string;
  description?: string;
  name?: string;
  /** the group's today, for typed words like 'morgen 10:00' (default: the device's today) */
  today?: string;
}

const same = (a: DayMinute | null, b: DayMinute | null) => a?.day === b?.day && a?.minute === b?.minute;

/** A day and a wall-clock time (24 h): segments, a calendar popover, or typed words. */
export function DateTimePickerField({
  label,
  value,
  onChange,
  min,
  max,
  isRequired = false,
  errorMessage,
  description,
  name,
  today,
}: DateTimePickerFieldProps) {
  const { t } = useTranslation();
  const { language, locale, firstDayOfWeek } = usePickerLocale();
  const deviceToday = useToday(undefined);
  const guard = usePickerGuard<DayMinute | null>(value, same);

  const change = (next: DayMinute | null, showRefused = true): string | null =>
    guard.apply(
      next,
      next,
      {
        outside: next === null ? null : boundsMessage(next.day, min, max, locale, t),
        isRequired,
        requiredText: t('pickers.required_kept'),
        onChange,
      },
      showRefused,
    );

  const shownError = guard.message ?? errorMessage;
  return (
    <I18nProvider locale={locale}>
      <DatePicker
        className="field picker-field"
        value={guard.draft ? toDateTime(guard.draft.day, guard.draft.minute) : null}
        onChange={(next) => change(next ? { day: dayOf(next), minute: minuteOfValue(next) } : null)}
        minValue={min ? toDateTime(min, 0) : undefined}
        maxValue={max ? toDateTime(max, 1439) : undefined}
        isRequired={isRequired}
        isInvalid={Boolean(shownError)}
        validationBehavior="aria"
        name={name}
        firstDayOfWeek={firstDayOfWeek}
        shouldForceLeadingZeros
        granularity="minute"
        hourCycle={24}
        hideTimeZone
        onFocusChange={guard.onFocusChange}
      >
        <DatePickerParts
          label={label}
          description={description}
          error={shownError}
          inputs={<PickerDateInput />}
          popover={
            <>
              <PickerCalendar locale={locale} firstDayOfWeek={firstDayOfWeek} min={min} max={max} />
              <FreeTextInput
                help={t('pickers.type_help_datetime')}
                language={language}
                today={today ?? deviceToday}
                onParsed={({ value: parsed }) => {
                  const next = { day: parsed.day, minute: parsed.minute ?? value?.minute ?? 0 };
                  const refusal = change(next, false);
                  if (refusal) return { message: refusal, tone: 'error' };
                  const shown = formatDate(new Date(`${next.day}T${minuteIso(next.minute)}:00Z`), 'long', locale, 'UTC');
                  return { message: t('pickers.understood', { value: shown }), tone: 'ok' };
                }}
              />
            </>
          }
        />
      </DatePicker>
    </I18nProvider>
  );
}

const minuteIso = (minute: number) => `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
