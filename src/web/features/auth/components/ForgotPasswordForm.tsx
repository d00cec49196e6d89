import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { forgotPasswordBodySchema } from '../../../../contract/auth';
import { TextInput } from '../../../components/form/TextInput';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { FormMessage } from '../../../components/form/FormMessage';
import { useForm } from '../../../components/form/use-form';
import { announce } from '../../../lib/announcer';
import { useForgotPassword } from '../api/forgot-password';
import { paths } from '../../../lib/paths';

export function ForgotPasswordForm() {
  const { t } = useTranslation();
  const form = useForm({ email: '' });
  const forgot = useForgotPassword();
  const [done, setDone] = useState<string | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    form.setFormError(null);
    const body = form.validate(forgotPasswordBodySchema);
    if (!body) return;
    forgot.mutate(body, {
      onSuccess: ({ message }) => {
        setDone(message);
        announce(message);
      },
      onError: (error) => form.showFailure(error),
    });
  };

  return (
    <>
      <form id={form.formId} onSubmit={onSubmit} noValidate className="form">
        <FormMessage text={done} tone="success" />
        <FormMessage text={form.formError} tone="error" />
        <p>{t('forgot.intro')}</p>
        <TextInput
          name="email"
          type="email"
          autoComplete="email"
          label={t('forgot.email')}
          value={form.values.email}
          onChange={form.setField('email')}
          errors={form.errors.email}
          isRequired
        />
        <SubmitButton label={t('forgot.submit')} isPending={forgot.isPending} />
      </form>
      <p className="links">
        <Link to={paths.login}>{t('forgot.to_login')}</Link>
      </p>
    </>
  );
}
