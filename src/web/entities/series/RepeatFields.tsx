import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError } from 'react-aria-components/FieldError';
import { Input } from 'react-aria-components/Input';
import { Label } from 'react-aria-components/Label';
import { Radio, RadioGroup } from 'react-aria-components/RadioGroup';
import { SwitchField } from '../../components/form/SwitchField';
import { Text } from 'react-aria-components/Text';
import { TextField } from 'react-aria-components/TextField';
import { ToggleButton } from 'react-aria-components/ToggleButton';
import { ToggleButtonGroup } from 'react-aria-components/ToggleButtonGroup';
import { seriesFrequencySchema, type SeriesFrequency } from '../../../contract/series';
import { addDays, type LocalDay } from '../../../domain/time/local-day';
import { DatePickerField } from '../../components/pickers';
import { weekdayName } from '../../lib/format';
import { currentLanguage } from '../../lib/i18n';
import { followStartDay, type MonthlyBy, type RepeatErrors, type RepeatValue } from './repeat-value';
import { dayOfMonthText, weekdayOfMonthText } from './rule-text';
import './series.css';

interface Props {
  /** the series' first day (the day chosen in the form) */
  startDay: LocalDay;
  value: RepeatValue;
  onChange: (value: RepeatValue) => void;
  /** translated messages per field (client rules and a 422's `recurrence.*`) */
  errors?: RepeatErrors;
  /** Changing a series: it repeats anyway, so there is no 'Wiederholen' switch. */
  alwaysOn?: boolean;
}

const ISO_WEEKDAYS = [1, 2, 3, 4, 5, 6, 7];

/** The 'Wiederholen' switch and, switched on, how often, on which days and until when a booking repeats. */
export function RepeatFields({ startDay, value, onChange, errors = {}, alwaysOn = false }: Props) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const helpId = useId();
  const set = (patch: Partial<RepeatValue>) => onChange({ ...value, ...patch });

  // the preselected weekday follows the start day until the user chooses others
  const shownStart = useRef(startDay);
  useEffect(() => {
    if (shownStart.current === startDay) return;
    const next = followStartDay(value, shownStart.current, startDay);
    shownStart.current = startDay;
    if (next !== value) onChange(next);
  }, [startDay, value, onChange]);

  return (
    <div className="repeat-fields" data-testid="repeat-fields">
      {alwaysOn ? null : (
        <>
          <SwitchField isSelected={value.enabled} onChange={(enabled) => set({ enabled })} aria-describedby={helpId}>
            {t('series.repeat')}
          </SwitchField>
          <p id={helpId} className="field-help">
            {t('series.repeat_help')}
          </p>
        </>
      )}
      {alwaysOn || value.enabled ? (
        <>
          <FrequencyField value={value.frequency} onChange={(frequency) => set({ frequency })} errors={errors.frequency} />
          <WholeNumberField
            label={t(`series.interval.${value.frequency}`)}
            name="interval"
            value={value.interval}
            onChange={(interval) => set({ interval })}
            errors={errors.interval}
          />
          {value.frequency === 'weekly' ? (
            <WeekdaysField value={value.weekdays} onChange={(weekdays) => set({ weekdays })} language={language} errors={errors.weekdays} />
          ) : null}
          {value.frequency === 'monthly' ? (
            <RadioGroup
              className="radio-group field"
              value={value.monthlyBy}
              onChange={(monthlyBy) => set({ monthlyBy: monthlyBy as MonthlyBy })}
            >
              <Label className="h2-label">{t('series.monthly_by')}</Label>
              <Radio value="day_of_month" className="radio">
                <span className="radio-dot" aria-hidden="true" />
                {t('series.monthly_same_date', { text: dayOfMonthText(startDay, t) })}
              </Radio>
              <Radio value="weekday_of_month" className="radio">
                <span className="radio-dot" aria-hidden="true" />
                {t('series.monthly_same_weekday', { text: weekdayOfMonthText(startDay, language, t) })}
              </Radio>
            </RadioGroup>
          ) : null}
          <EndFields startDay={startDay} value={value} set={set} errors={errors} />
        </>
      ) : null}
    </div>
  );
}

function FrequencyField({
  value,
  onChange,
  errors = [],
}: {
  value: SeriesFrequency;
  onChange: (f: SeriesFrequency) => void;
  errors?: string[];
}) {
  const { t } = useTranslation();
  const id = useId();
  const errorId = useId();
  const invalid = errors.length > 0;
  return (
    <div className="field">
      <label htmlFor={id}>{t('series.frequency')}</label>
      <select
        id={id}
        value={value}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorId : undefined}
        onChange={(e) => onChange(seriesFrequencySchema.parse(e.target.value))}
      >
        {seriesFrequencySchema.options.map((f) => (
          <option key={f} value={f}>
            {t(`series.frequencies.${f}`)}
          </option>
        ))}
      </select>
      {invalid ? (
        <p id={errorId} className="field-error">
          {errors.join(' ')}
        </p>
      ) : null}
    </div>
  );
}

interface WholeNumberProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  errors?: string[];
  description?: string;
}

/** A whole number as typed (the recurrence parses it); a phone shows the number pad. */
function WholeNumberField({ label, name, value, onChange, errors = [], description }: WholeNumberProps) {
  return (
    <TextField
      className="field field-narrow"
      name={name}
      value={value}
      onChange={onChange}
      isInvalid={errors.length > 0}
      validationBehavior="aria"
    >
      <Label>{label}</Label>
      <Input data-field={name} inputMode="numeric" />
      {description ? (
        <Text slot="description" className="field-help">
          {description}
        </Text>
      ) : null}
      <FieldError className="field-error">{errors.join(' ')}</FieldError>
    </TextField>
  );
}

interface WeekdaysProps {
  value: readonly number[];
  onChange: (weekdays: number[]) => void;
  language: string;
  errors?: string[];
}

/** Mo–So as toggle buttons (each named in full for screen readers). */
function WeekdaysField({ value, onChange, language, errors = [] }: WeekdaysProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const errorId = useId();
  const invalid = errors.length > 0;
  return (
    <div className="field">
      <span id={labelId} className="h2-label">
        {t('series.weekdays')}
      </span>
      <ToggleButtonGroup
        className="weekday-toggles"
        selectionMode="multiple"
        aria-labelledby={labelId}
        aria-describedby={invalid ? errorId : undefined}
        selectedKeys={value.map(String)}
        onSelectionChange={(keys) => onChange([...keys].map(Number).sort((a, b) => a - b))}
      >
        {ISO_WEEKDAYS.map((d) => (
          <ToggleButton key={d} id={String(d)} className="weekday-toggle">
            {/* 'Mo' on the button, 'Montag' for screen readers (a name that contains what is shown) */}
            <span aria-hidden="true">{weekdayName(d, language).replace(/\.$/, '')}</span>
            <span className="visually-hidden">{weekdayName(d, language, 'long')}</span>
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {invalid ? (
        <p id={errorId} className="field-error">
          {errors.join(' ')}
        </p>
      ) : null}
    </div>
  );
}

interface EndProps {
  startDay: LocalDay;
  value: RepeatValue;
  set: (patch: Partial<RepeatValue>) => void;
  errors: RepeatErrors;
}

/** Until a day (after the start day) or after a number of occurrences. */
function EndFields({ startDay, value, set, errors }: EndProps) {
  const { t } = useTranslation();
  const ruleErrors = errors.end ?? [];
  const ruleErrorId = useId();
  return (
    <>
      <RadioGroup
        className="radio-group field"
        value={value.end}
        onChange={(end) => set({ end: end === 'until' ? 'until' : 'count' })}
        isInvalid={ruleErrors.length > 0}
        validationBehavior="aria"
        aria-describedby={ruleErrors.length ? ruleErrorId : undefined}
      >
        <Label className="h2-label">{t('series.end')}</Label>
        <Radio value="count" className="radio">
          <span className="radio-dot" aria-hidden="true" />
          {t('series.end_by_count')}
        </Radio>
        <Radio value="until" className="radio">
          <span className="radio-dot" aria-hidden="true" />
          {t('series.end_by_date')}
        </Radio>
      </RadioGroup>
      {value.end === 'until' ? (
        <DatePickerField
          label={t('series.until')}
          name="until"
          value={value.until}
          min={addDays(startDay, 1)}
          isRequired
          errorMessage={errors.until?.length ? errors.until.join(' ') : undefined}
          onChange={(until) => set({ until })}
        />
      ) : (
        <WholeNumberField
          label={t('series.count')}
          name="count"
          value={value.count}
          description={t('series.count_help')}
          onChange={(count) => set({ count })}
          errors={errors.count}
        />
      )}
      {ruleErrors.length ? (
        <p id={ruleErrorId} className="field-error">
          {ruleErrors.join(' ')}
        </p>
      ) : null}
    </>
  );
}
