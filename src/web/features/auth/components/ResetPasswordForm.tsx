import { useMemo, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { resetPasswordBodySchema, withPasswordPolicy } from '../../../../contract/auth';
import { DEFAULT_PASSWORD_POLICY } from '../../../../contract/group';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { FormMessage } from '../../../components/form/FormMessage';
import { NewPasswordFields } from '../../../components/form/NewPasswordFields';
import { useForm } from '../../../components/form/use-form';
import { announce } from '../../../lib/announcer';
import { useResetPassword } from '../api/reset-password';
import { useResetPolicy } from '../api/reset-policy';
import { paths } from '../../../lib/paths';

export function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const form = useForm({ password: '', password_confirmation: '' });
  const policyQuery = useResetPolicy(token);
  const reset = useResetPassword();
  const [done, setDone] = useState<string | null>(null);
  const policy = policyQuery.data?.password_policy ?? DEFAULT_PASSWORD_POLICY;
  const schema = useMemo(() => withPasswordPolicy(resetPasswordBodySchema, policy), [policy]);

  if (policyQuery.isError) {
    return (
      <>
        <FormMessage text={t('validation.reset_token_invalid')} tone="error" />
        <p className="links">
          <Link to={paths.password}>{t('reset.request_new')}</Link>
        </p>
      </>
    );
  }

  if (done) {
    return (
      <>
        <FormMessage text={done} tone="success" />
        <p className="links">
          <Link to={paths.login} className="button office-primary">
            {t('reset.to_login')}
          </Link>
        </p>
      </>
    );
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    form.setFormError(null);
    const body = form.validate(schema, { ...form.values, token });
    if (!body) return;
    reset.mutate(body, {
      onSuccess: ({ message }) => {
        setDone(message);
        announce(message);
      },
      // the token's messages (link expired) have no field here: they go above the form
      onError: (error) => form.showFailure(error),
    });
  };

  return (
    <form id={form.formId} onSubmit={onSubmit} noValidate className="form">
      <FormMessage text={form.formError} tone="error" />
      <NewPasswordFields
        values={form.values}
        errors={form.errors}
        onChange={form.setField}
        policy={policy}
        labels={{ password: t('reset.password'), confirmation: t('reset.password_confirmation') }}
      />
      <SubmitButton label={t('reset.submit')} isPending={reset.isPending} />
    </form>
  );
}
