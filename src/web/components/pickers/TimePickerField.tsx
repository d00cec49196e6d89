import { useTranslation } from 'react-i18next';
import { TimeField, DateInput, DateSegment } from 'react-aria-components/TimeField';
import { FieldError } from 'react-aria-components/FieldError';
import { I18nProvider } from 'react-aria-components/I18nProvider';
import { Label } from 'react-aria-components/Label';
import { Text } from 'react-aria-components/Text';
import { minuteOfValue, minuteToTime, secondOfTime, secondToTime } from './convert';
import { usePickerGuard } from './use-picker-guard';
import { usePickerLocale } from './picker-locale';
import './pickers.css';

export interface TimePickerFieldProps {
  label: string;
  /** minute of the day (0–1439), or second of the day (0–86399) with `withSeconds` */
  value: number | null;
  onChange: (value: number | null) => void;
  isRequired?: boolean;
  errorMessage?: string;
  description?: string;
  withSeconds?: boolean;
  name?: string;
}

/** A wall-clock time (24 h), typed segment by segment (arrow keys step each segment). */
export function TimePickerField({
  label,
  value,
  onChange,
  isRequired = false,
  errorMessage,
  description,
  withSeconds = false,
  name,
}: TimePickerFieldProps) {
  const { t } = useTranslation();
  const { locale } = usePickerLocale();
  const guard = usePickerGuard<number | null>(value, (a, b) => a === b);

  const change = (next: number | null) => {
    guard.apply(next, next, { outside: null, isRequired, requiredText: t('pickers.required_kept'), onChange });
  };

  const shownError = guard.message ?? errorMessage;
  return (
    <I18nProvider locale={locale}>
      <TimeField
        className="field picker-field"
        value={guard.draft === null ? null : withSeconds ? secondToTime(guard.draft) : minuteToTime(guard.draft)}
        onChange={(next) => change(next ? (withSeconds ? secondOfTime(next) : minuteOfValue(next)) : null)}
        shouldForceLeadingZeros
        granularity={withSeconds ? 'second' : 'minute'}
        hourCycle={24}
        isRequired={isRequired}
        isInvalid={Boolean(shownError)}
        validationBehavior="aria"
        name={name}
        onFocusChange={guard.onFocusChange}
      >
        <Label>{label}</Label>
        <DateInput className="picker-group picker-input">
          {(segment) => <DateSegment className="picker-segment" segment={segment} />}
        </DateInput>
        {description ? (
          <Text slot="description" className="field-help">
            {description}
          </Text>
        ) : null}
        <FieldError className="field-error">{shownError}</FieldError>
      </TimeField>
    </I18nProvider>
  );
}
