import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Label } from 'react-aria-components/Label';
import { Radio, RadioGroup } from 'react-aria-components/RadioGroup';
import type { Slot } from '../../../../contract/group';
import { minuteLabel, slotName } from '../../bookings/lib/format';

export interface TimeValue {
  /** a slot id as text, or 'hours' */
  choice: string;
  start: number;
  end: number;
}

const STEP = 30;
const MINUTES = Array.from({ length: 1440 / STEP + 1 }, (_, i) => i * STEP);

/** Slot (radio group of the group's slots) or hours (from / to). */
export function TimeChoiceField({ slots, value, errors = [], onChange }: { slots: readonly Slot[]; value: TimeValue; errors?: string[]; onChange: (v: TimeValue) => void }) {
  const { t } = useTranslation();
  const fromId = useId();
  const toId = useId();
  return (
    <div className="field">
      <RadioGroup className="radio-group" value={value.choice} onChange={(choice) => onChange({ ...value, choice })} isInvalid={errors.length > 0} validationBehavior="aria">
        <Label className="h2-label">{t('reservations.time')}</Label>
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
              aria-invalid={errors.length > 0 || undefined}
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
      {errors.length > 0 ? <p className="field-error">{errors.join(' ')}</p> : null}
    </div>
  );
}
