import { useTranslation } from 'react-i18next';
import { DatePicker, DateInput, DateSegment } from 'react-aria-components/DatePicker';
import { Dialog } from 'react-aria-components/Dialog';
import { FieldError } from 'react-aria-components/FieldError';
import { Group } from 'react-aria-components/Group';
import { I18nProvider } from 'react-aria-components/I18nProvider';
import { Label } from 'react-aria-components/Label';
import { Text } from 'react-aria-components/Text';
import { Popover } from 'react-aria-components/Popover';
import { decideChange } from '../../../domain/time/picker-rules';
import { formatDate } from '../../../domain/date-format';
import { useToday } from '../../lib/use-today';
import { boundsMessage } from './bounds-message';
import { CalendarButton } from './CalendarButton';
import { dayOf, minuteOfValue, toDateTime } from './convert';
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

  const change = (next: DayMinute | null, showRefused = true): string | null => {
    const outside = next === null ? null : boundsMessage(next.day, min, max, locale, t);
    const decision = decideChange(value, next, isRequired);
    const refusal = outside ?? (decision.accepted ? null : t('pickers.required_kept'));
    if (refusal) {
      if (showRefused) guard.show(next);
      guard.refuse(refusal);
      return refusal;
    }
    guard.show(next);
    guard.commit(next);
    if (!same(next, value)) onChange(next);
    return null;
  };

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
        <Label>{label}</Label>
        <Group className="picker-group">
          <DateInput className="picker-input">{(segment) => <DateSegment className="picker-segment" segment={segment} />}</DateInput>
          <CalendarButton />
        </Group>
        {description ? (
          <Text slot="description" className="field-help">
            {description}
          </Text>
        ) : null}
        <FieldError className="field-error">{shownError}</FieldError>
        <Popover className="picker-popover" placement="bottom start">
          <Dialog className="picker-dialog">
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
          </Dialog>
        </Popover>
      </DatePicker>
    </I18nProvider>
  );
}

const minuteIso = (minute: number) => `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
