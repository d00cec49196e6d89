import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components/Button';
import { createAbsenceBodySchema, type Absence, type AbsenceSaved } from '../../../../contract/absences';
import { ABSENCE_AHEAD_MAX_DAYS, ABSENCE_MAX_DAYS } from '../../../../contract/limits';
import { addDays } from '../../../../domain/time/local-day';
import { FormMessage } from '../../../components/form/FormMessage';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { TextInput } from '../../../components/form/TextInput';
import { useForm } from '../../../components/form/use-form';
import { DateRangePickerField } from '../../../components/pickers';
import { useCreateAbsence, useUpdateAbsence } from '../api/absences';

interface Props {
  /** the absence to change; none: a new one */
  absence?: Absence;
  /** the group's today */
  today: string;
  onSaved: (saved: AbsenceSaved) => void;
  onCancel?: () => void;
}

/** Enters an absence (a range of days and an optional note), or changes one; a 422 shows at its fields. */
export function AbsenceForm({ absence, today, onSaved, onCancel }: Props) {
  const { t } = useTranslation();
  const empty = { from_day: '', to_day: '', note: '' };
  const form = useForm(absence ? { from_day: absence.from_day, to_day: absence.to_day, note: absence.note } : empty);
  const create = useCreateAbsence();
  const update = useUpdateAbsence();
  const pending = create.isPending || update.isPending;
  const { from_day: from, to_day: to } = form.values;
  const range = from && to ? { start: from, end: to } : null;
  // An ongoing absence keeps its first day, which may lie in the past.
  const min = absence && absence.from_day < today ? absence.from_day : today;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    if (!range) return form.showErrors({ from_day: [t('validation.required')] });
    const body = form.validate(createAbsenceBodySchema);
    if (!body) return;
    const options = {
      onSuccess: (saved: AbsenceSaved) => {
        if (!absence) form.setValues(empty);
        onSaved(saved);
      },
      onError: (error: unknown) => form.showFailure(error, { invalid: t('form.invalid') }),
    };
    if (absence) update.mutate({ id: absence.id, body }, options);
    else create.mutate(body, options);
  };

  const rangeErrors = [...(form.errors.from_day ?? []), ...(form.errors.to_day ?? [])];
  return (
    <form id={form.formId} onSubmit={onSubmit} noValidate className="form absence-form">
      <FormMessage text={form.formError} tone="error" />
      <DateRangePickerField
        label={t('absences.range')}
        value={range}
        onChange={(next) => form.setValues((values) => ({ ...values, from_day: next?.start ?? '', to_day: next?.end ?? '' }))}
        min={min}
        max={addDays(today, ABSENCE_AHEAD_MAX_DAYS + ABSENCE_MAX_DAYS - 1)}
        today={today}
        isRequired
        errorMessage={rangeErrors.length > 0 ? rangeErrors.join(' ') : undefined}
      />
      <TextInput
        name="note"
        label={t('absences.note')}
        description={t('absences.note_help')}
        value={form.values.note}
        onChange={form.setField('note')}
        errors={form.errors.note}
      />
      <div className="absence-actions">
        <SubmitButton label={absence ? t('absences.save') : t('absences.add')} isPending={pending} />
        {onCancel ? (
          <Button className="button" onPress={onCancel}>
            {t('absences.cancel')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
