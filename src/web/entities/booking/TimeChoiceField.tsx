import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Label } from 'react-aria-components/Label';
import { Radio, RadioGroup } from 'react-aria-components/RadioGroup';
import type { Slot } from '../../../contract/group';
import { minuteLabel, slotName } from '../../lib/format';

const STEP = 30;
const MINUTES = Array.from({ length: 1440 / STEP + 1 }, (_, i) => i * STEP);

export interface TimeValue {
  /** a slot id as text, 'hours', or (with keepLabel) 'keep' */
  choice: string;
  start: number;
  end: number;
}

interface TimeChoiceFieldProps {
  slots: readonly Slot[];
  value: TimeValue;
  errors?: string[];
  onChange: (v: TimeValue) => void;
  /** The group's legend; 'Zeitraum' by default. */
  label?: string;
  /** Offers a first option that keeps the current time (the edit screen). */
  keepLabel?: string;
}

/** One of the group's slots (radio group) or hours (from / to); optionally "keep the time". */
export function TimeChoiceField({ slots, value, errors = [], onChange, label, keepLabel }: TimeChoiceFieldProps) {
  const { t } = useTranslation();
  const fromId = useId();
  const toId = useId();
  const errorId = useId();
  const invalid = errors.length > 0;
  return (
    <div className="field">
      <RadioGroup
        className="radio-group"
        value={value.choice}
        onChange={(choice) => onChange({ ...value, choice })}
        isInvalid={invalid}
        validationBehavior="aria"
        aria-describedby={invalid ? errorId : undefined}
      >
        <Label className="h2-label">{label ?? t('reservations.time')}</Label>
        {keepLabel ? (
          <Radio value="keep" className="radio">
            <span className="radio-dot" aria-hidden="true" />
            {keepLabel}
          </Radio>
        ) : null}
        {slots.map((slot) => (
          <Radio key={slot.id} value={String(slot.id)} className="radio">
            <span className="radio-dot" aria-hidden="true" />
            {slotName(slot.name, t)} ({minuteLabel(slot.start_minute)}–{minuteLabel(slot.end_minute)})
          </Radio>
        ))}
        <Radio value="hours" className="radio">
          <span className="radio-dot" aria-hidden="true" />
          {t('reservations.hours')}
        </Radio>
      </RadioGroup>
      {value.choice === 'hours' ? (
        <div className="hours">
          <div className="field">
            <label htmlFor={fromId}>{t('reservations.from')}</label>
            <select id={fromId} value={value.start} onChange={(e) => onChange({ ...value, start: Number(e.target.value) })}>
              {MINUTES.slice(0, -1).map((m) => (
                <option key={m} value={m}>
                  {minuteLabel(m)}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor={toId}>{t('reservations.to')}</label>
            <select
              id={toId}
              value={value.end}
              aria-invalid={invalid || undefined}
              aria-describedby={invalid ? errorId : undefined}
              onChange={(e) => onChange({ ...value, end: Number(e.target.value) })}
            >
              {MINUTES.slice(1).map((m) => (
                <option key={m} value={m}>
                  {minuteLabel(m)}
                </option>
              ))}
            </select>
          </div>
        </div>
      ) : null}
      {invalid ? (
        <p id={errorId} className="field-error">
          {errors.join(' ')}
        </p>
      ) : null}
    </div>
  );
}
