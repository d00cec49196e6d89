import { useTranslation } from 'react-i18next';
import { DatePicker } from 'react-aria-components/DatePicker';
import { I18nProvider } from 'react-aria-components/I18nProvider';
import { fullDate } from '../../lib/format';
import { useToday } from '../../lib/use-today';
import { boundsMessage } from './bounds-message';
import { dayOf, toCalendarDate } from './convert';
import { DatePickerParts, PickerDateInput } from './DatePickerParts';
import { FreeTextInput } from './FreeTextInput';
import { PickerCalendar } from './PickerCalendar';
import { usePickerGuard } from './use-picker-guard';
import { usePickerLocale } from './picker-locale';
import './pickers.css';

export interface DatePickerFieldProps {
  label: string;
  /** 'YYYY-MM-DD' */
  value: string | null;
  onChange: (value: string | null) => void;
  min?: string;
  max?: string;
  isRequired?: boolean;
  errorMessage?: string;
  description?: string;
  name?: string;
  /** the group's today, for typed words like 'morgen' (default: the device's today) */
  today?: string;
}

/** A date: typed segment by segment, picked in a calendar popover, or typed in words. */
export function DatePickerField({
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
}: DatePickerFieldProps) {
  const { t } = useTranslation();
  const { language, locale, firstDayOfWeek } = usePickerLocale();
  const deviceToday = useToday(undefined);
  const guard = usePickerGuard<string | null>(value, (a, b) => a === b);

  /** Applies a change or refuses it; returns the refusal's text. */
  const change = (next: string | null, showRefused = true): string | null =>
    guard.apply(
      next,
      next,
      {
        outside: next === null ? null : boundsMessage(next, min, max, locale, t),
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
        value={guard.draft ? toCalendarDate(guard.draft) : null}
        onChange={(next) => change(next ? dayOf(next) : null)}
        minValue={min ? toCalendarDate(min) : undefined}
        maxValue={max ? toCalendarDate(max) : undefined}
        isRequired={isRequired}
        isInvalid={Boolean(shownError)}
        validationBehavior="aria"
        name={name}
        firstDayOfWeek={firstDayOfWeek}
        shouldForceLeadingZeros
        granularity="day"
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
                help={t('pickers.type_help_date')}
                language={language}
                today={today ?? deviceToday}
                onParsed={({ value: parsed }) => {
                  const refusal = change(parsed.day, false);
                  return refusal
                    ? { message: refusal, tone: 'error' }
                    : { message: t('pickers.understood', { value: fullDate(parsed.day, locale) }), tone: 'ok' };
                }}
              />
            </>
          }
        />
      </DatePicker>
    </I18nProvider>
  );
}
