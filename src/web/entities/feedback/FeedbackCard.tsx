import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError } from 'react-aria-components/FieldError';
import { Label } from 'react-aria-components/Label';
import { Text } from 'react-aria-components/Text';
import { TextArea } from 'react-aria-components/TextArea';
import { TextField } from 'react-aria-components/TextField';
import { feedbackBodySchema } from '../../../contract/feedback';
import { FEEDBACK_TEXT_MAX } from '../../../contract/limits';
import { FormMessage } from '../../components/form/FormMessage';
import { SubmitButton } from '../../components/form/SubmitButton';
import { useForm } from '../../components/form/use-form';
import { announce } from '../../lib/announcer';
import { useSendFeedback } from './send-feedback';

/** The settings card "Feedback": a text for the group's admins, with a character counter. */
export function FeedbackCard() {
  const { t } = useTranslation();
  const form = useForm({ text: '' });
  const send = useSendFeedback();
  const [sent, setSent] = useState(false);
  const errors = form.errors.text ?? [];

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSent(false);
    const body = form.validate(feedbackBodySchema);
    if (!body) return;
    send.mutate(body, {
      onSuccess: () => {
        form.setValues({ text: '' });
        setSent(true);
        announce(t('feedback.sent'));
      },
      onError: (error) => form.showFailure(error),
    });
  };

  return (
    <section className="card" aria-labelledby="settings-feedback">
      <h2 id="settings-feedback">{t('feedback.title')}</h2>
      <p>{t('feedback.intro')}</p>
      <form id={form.formId} onSubmit={onSubmit} noValidate className="form">
        <FormMessage text={form.formError} tone="error" />
        <FormMessage text={sent ? t('feedback.sent') : null} tone="success" />
        <TextField
          className="field"
          name="text"
          value={form.values.text}
          onChange={form.setField('text')}
          isRequired
          isInvalid={errors.length > 0}
          validationBehavior="aria"
        >
          <Label>{t('feedback.label')}</Label>
          <TextArea data-field="text" rows={5} />
          <Text slot="description" className="field-help">
            {t('feedback.counter', { count: form.values.text.length, max: FEEDBACK_TEXT_MAX })}
          </Text>
          <FieldError className="field-error">{errors.join(' ')}</FieldError>
        </TextField>
        <SubmitButton label={t('feedback.send')} isPending={send.isPending} />
      </form>
    </section>
  );
}
