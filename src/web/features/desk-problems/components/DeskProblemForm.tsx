import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Label } from 'react-aria-components/Label';
import { Radio, RadioGroup } from 'react-aria-components/RadioGroup';
import { TextField } from 'react-aria-components/TextField';
import { TextArea } from 'react-aria-components/TextArea';
import { FieldError } from 'react-aria-components/FieldError';
import { DESK_PROBLEM_TYPES, deskProblemBodySchema } from '../../../../contract/bookings';
import { FormMessage } from '../../../components/form/FormMessage';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { useForm } from '../../../components/form/use-form';
import { announce } from '../../../lib/announcer';
import { useReportDeskProblem } from '../api/report-problem';

/** Report a problem at a desk: one of four types; 'Sonstiges' needs a description. */
export function DeskProblemForm({ deskId, onDone }: { deskId: number; onDone?: () => void }) {
  const { t } = useTranslation();
  const form = useForm({ type: '', description: '' });
  const report = useReportDeskProblem();
  const [done, setDone] = useState<string | null>(null);
  const typeErrorId = useId();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    if (!form.values.type) return form.showErrors({ type: [t('validation.required')] });
    const body = form.validate(deskProblemBodySchema, { desk_id: deskId, ...form.values });
    if (!body) return;
    report.mutate(body, {
      onSuccess: ({ message }) => {
        setDone(message);
        announce(message);
        form.setValues({ type: '', description: '' });
        onDone?.();
      },
      onError: (error) => form.showFailure(error, { otherErrors: 'dialog' }),
    });
  };

  const typeErrors = form.errors.type ?? [];
  const descriptionErrors = form.errors.description ?? [];
  return (
    <form id={form.formId} onSubmit={onSubmit} noValidate className="form">
      <FormMessage text={done} tone="success" />
      <FormMessage text={form.formError} tone="error" />
      <RadioGroup
        className="radio-group field"
        value={form.values.type}
        onChange={form.setField('type')}
        isRequired
        isInvalid={typeErrors.length > 0}
        validationBehavior="aria"
        aria-describedby={typeErrors.length ? typeErrorId : undefined}
      >
        <Label className="h2-label">{t('desk_problems.type')}</Label>
        {DESK_PROBLEM_TYPES.map((type) => (
          <Radio key={type} value={type} className="radio">
            <span className="radio-dot" aria-hidden="true" />
            {t(`desk_problem.types.${type}`)}
          </Radio>
        ))}
        {typeErrors.length ? (
          <p id={typeErrorId} className="field-error">
            {typeErrors.join(' ')}
          </p>
        ) : null}
      </RadioGroup>
      <TextField
        className="field"
        name="description"
        value={form.values.description}
        onChange={form.setField('description')}
        isRequired={form.values.type === 'other'}
        isInvalid={descriptionErrors.length > 0}
        validationBehavior="aria"
      >
        <Label>{t('desk_problems.description')}</Label>
        <TextArea data-field="description" rows={4} />
        <FieldError className="field-error">{descriptionErrors.join(' ')}</FieldError>
      </TextField>
      <SubmitButton label={t('desk_problems.submit')} isPending={report.isPending} />
    </form>
  );
}
