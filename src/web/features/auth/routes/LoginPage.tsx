import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { loginBodySchema } from '../../../../contract/auth';
import { SubPageHeader } from '../../../components/SubPageHeader';
import { TextInput } from '../../../components/form/TextInput';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { FormMessage } from '../../../components/form/FormMessage';
import { useForm } from '../../../components/form/use-form';
import { announce } from '../../../lib/announcer';
import { isApiError } from '../../../lib/api-error';
import { errorView } from '../../../lib/error-message';
import { useLogin } from '../api/login';

export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useForm({ email: '', password: '' });
  const login = useLogin();
  const [formError, setFormError] = useState<string | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (login.isPending) return;
    setFormError(null);
    const body = form.validate(loginBodySchema);
    if (!body) return;
    login.mutate(body, {
      onSuccess: () => {
        announce(t('shell.signed_in'));
        void navigate('/', { replace: true });
      },
      onError: (error) => {
        if (isApiError(error) && error.status === 422 && error.body?.errors) {
          form.showErrors(error.fieldErrors);
          announce(Object.values(error.fieldErrors).flat().join(' '), 'assertive');
          return;
        }
        const text = isApiError(error) ? t(errorView(error).key) : t('errors.other');
        setFormError(text);
        announce(text, 'assertive');
      },
    });
  };

  return (
    <>
      <SubPageHeader title={t('login.title')} />
      <div className="page">
        <form id={form.formId} onSubmit={onSubmit} noValidate className="form">
          <FormMessage text={formError} tone="error" />
          <TextInput
            name="email"
            type="email"
            autoComplete="username"
            label={t('login.email')}
            value={form.values.email}
            onChange={form.setField('email')}
            errors={form.errors.email}
            isRequired
          />
          <TextInput
            name="password"
            type="password"
            autoComplete="current-password"
            label={t('login.password')}
            value={form.values.password}
            onChange={form.setField('password')}
            errors={form.errors.password}
            isRequired
          />
          <SubmitButton label={t('login.submit')} isPending={login.isPending} />
        </form>
        <p className="links">
          <Link to="/password">{t('login.forgot')}</Link>
          <Link to="/register">{t('login.register')}</Link>
        </p>
      </div>
    </>
  );
}
