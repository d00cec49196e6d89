import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TimeField, DateInput, DateSegment } from 'react-aria-components/TimeField';
import { I18nProvider } from 'react-aria-components/I18nProvider';
import { Label } from 'react-aria-components/Label';
import { decideChange, MINUTES_PER_DAY, orderTimeRange, type Range } from '../../../domain/time/picker-rules';
import type { Time } from '@internationalized/date';
import { minuteOfValue, minuteToTime } from './convert';
import { announce } from '../../lib/announcer';
import { usePickerGuard } from './use-picker-guard';
import { usePickerLocale } from './picker-locale';
import './pickers.css';

export type MinuteRange = Range<number>;

export interface TimeRangePickerFieldProps {
  label: string;
  startLabel: string;
  endLabel: string;
  /** minutes of the day; the end may be 1440 (24:00) */
  value: MinuteRange | null;
  onChange: (value: MinuteRange | null) => void;
  isRequired?: boolean;
  errorMessage?: string;
}

interface Draft {
  start: number | null;
  end: number | null;
}

const draftOf = (value: MinuteRange | null): Draft => ({ start: value?.start ?? null, end: value?.end ?? null });
// 24:00 is shown as 00:00 in the end field (a clock has no 24:00); an end of 00:00 is read back as 24:00.
const endTime = (minute: number) => minuteToTime(minute === MINUTES_PER_DAY ? 0 : minute);

/** A start and an end time of one day; an end before the start is swapped, an end of 00:00 means 24:00. */
export function TimeRangePickerField({
  label,
  startLabel,
  endLabel,
  value,
  onChange,
  isRequired = false,
  errorMessage,
}: TimeRangePickerFieldProps) {
  const { t } = useTranslation();
  const { locale } = usePickerLocale();
  const id = useId();
  const guard = usePickerGuard<Draft>(draftOf(value), (a, b) => a.start === b.start && a.end === b.end);
  const draft = guard.draft;

  /** Passes on a complete, ordered range (or none); the fields keep what was typed until focus leaves the group. */
  const update = (part: keyof Draft, minute: number | null) => {
    const next = { ...draft, [part]: minute };
    guard.show(next);
    if (next.start === null && next.end === null) {
      if (!decideChange(value, null, isRequired).accepted) {
        guard.refuse(t('pickers.required_kept'));
        return;
      }
      guard.commit(next);
      if (value !== null) onChange(null);
      return;
    }
    if (next.start === null || next.end === null) return;
    const ordered = orderTimeRange({ start: next.start, end: next.end });
    guard.commit(ordered);
    if (ordered.start !== value?.start || ordered.end !== value?.end) onChange(ordered);
  };

  const onLeave = () => {
    if (draft.start !== null && draft.end !== null && draft.end !== 0 && draft.start > draft.end) announce(t('pickers.range_swapped'));
    guard.onFocusChange(false);
  };

  const shownError = guard.message ?? errorMessage;
  const invalid = Boolean(shownError);
  const labelId = `${id}-label`;
  const helpId = `${id}-help`;
  const errorId = `${id}-error`;
  return (
    <I18nProvider locale={locale}>
      <div
        className="field picker-field picker-time-range"
        role="group"
        aria-labelledby={labelId}
        aria-describedby={invalid ? `${errorId} ${helpId}` : helpId}
        data-required={isRequired || undefined}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onLeave();
        }}
      >
        <span id={labelId} className="picker-group-label">
          {label}
        </span>
        <div className="picker-time-range-fields">
          <MinuteField
            label={startLabel}
            value={draft.start === null ? null : minuteToTime(draft.start)}
            onChange={(next) => update('start', next ? minuteOfValue(next) : null)}
            isRequired={isRequired}
            isInvalid={invalid}
          />
          <MinuteField
            label={endLabel}
            value={draft.end === null ? null : endTime(draft.end)}
            onChange={(next) => update('end', next ? minuteOfValue(next) : null)}
            isRequired={isRequired}
            isInvalid={invalid}
          />
        </div>
        <p id={helpId} className="field-help">
          {t('pickers.end_of_day_help')}
        </p>
        {invalid ? (
          <p id={errorId} className="field-error">
            {shownError}
          </p>
        ) : null}
      </div>
    </I18nProvider>
  );
}

/** One bound of the range: a 24-hour time field to the minute. */
function MinuteField(props: {
  label: string;
  value: Time | null;
  onChange: (value: Time | null) => void;
  isRequired: boolean | undefined;
  isInvalid: boolean;
}) {
  return (
    <TimeField
      className="field picker-subfield"
      value={props.value}
      onChange={props.onChange}
      shouldForceLeadingZeros
      granularity="minute"
      hourCycle={24}
      isRequired={props.isRequired}
      isInvalid={props.isInvalid}
      validationBehavior="aria"
    >
      <Label>{props.label}</Label>
      <DateInput className="picker-group picker-input">
        {(segment) => <DateSegment className="picker-segment" segment={segment} />}
      </DateInput>
    </TimeField>
  );
}
