import type { FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { loginBodySchema } from '../../../../contract/auth';
import { SubPageHeader } from '../../../components/SubPageHeader';
import { TextInput } from '../../../components/form/TextInput';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { FormMessage } from '../../../components/form/FormMessage';
import { useForm } from '../../../components/form/use-form';
import { announce } from '../../../lib/announcer';
import { useLogin } from '../api/login';
import { SsoSignIn } from '../components/SsoSignIn';
import { paths } from '../../../lib/paths';
import { takeReturnPath } from '../../../lib/return-path';

export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useForm({ email: '', password: '' });
  const login = useLogin();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (login.isPending) return;
    form.setFormError(null);
    const body = form.validate(loginBodySchema);
    if (!body) return;
    login.mutate(body, {
      onSuccess: () => {
        announce(t('shell.signed_in'));
        void navigate(takeReturnPath(), { replace: true });
      },
      onError: (error) => form.showFailure(error),
    });
  };

  return (
    <>
      <SubPageHeader title={t('login.title')} />
      <div className="page">
        <form id={form.formId} onSubmit={onSubmit} noValidate className="form">
          <FormMessage text={form.formError} tone="error" />
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
          <Link to={paths.password}>{t('login.forgot')}</Link>
          <Link to={paths.register}>{t('login.register')}</Link>
          <Link to={paths.createGroup}>{t('create_group.link')}</Link>
        </p>
        <SsoSignIn />
      </div>
    </>
  );
}
