import { useTranslation } from 'react-i18next';
import { Checkbox } from 'react-aria-components/Checkbox';
import { CheckboxGroup } from 'react-aria-components/CheckboxGroup';
import { Label } from 'react-aria-components/Label';
import { Text } from 'react-aria-components/Text';
import { MULTI_DAY_REQUEST_MAX_DAYS } from '../../../../contract/limits';
import { fullDate, shortDate, weekdayName } from '../../../lib/format';
import { weekday, type LocalDay } from '../../../../domain/time/local-day';
import { isBookableDay } from '../../../entities/booking/horizon';

interface Props {
  days: readonly LocalDay[];
  selected: readonly LocalDay[];
  today: LocalDay;
  maxAdvanceDays: number;
  language: string;
  errors?: string[];
  onChange: (days: LocalDay[]) => void;
}

/** Several days at once: today up to min(30 days, the group's horizon); earlier days are disabled. */
export function DayPicker({ days, selected, today, maxAdvanceDays, language, errors = [], onChange }: Props) {
  const { t } = useTranslation();
  return (
    <CheckboxGroup
      className="day-picker field"
      value={[...selected]}
      onChange={onChange}
      isInvalid={errors.length > 0}
      validationBehavior="aria"
    >
      <Label className="h2-label">{t('reservations.days')}</Label>
      <Text slot="description" className="field-help">
        {t('reservations.days_help', { max: Math.min(MULTI_DAY_REQUEST_MAX_DAYS, maxAdvanceDays + 1) })}
      </Text>
      <div className="day-picker-grid">
        {days.map((day) => (
          <Checkbox
            key={day}
            value={day}
            className="day-chip"
            isDisabled={!isBookableDay(day, today, maxAdvanceDays)}
            aria-label={fullDate(day, language)}
          >
            <span aria-hidden="true">
              <span className="day-chip-weekday">{weekdayName(weekday(day), language)}</span>
              <span>{shortDate(day, language).slice(0, 6)}</span>
            </span>
          </Checkbox>
        ))}
      </div>
      {errors.length > 0 ? <p className="field-error">{errors.join(' ')}</p> : null}
    </CheckboxGroup>
  );
}
