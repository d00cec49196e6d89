import { useMemo, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { withPasswordPolicy } from '../../../../contract/auth';
import type { PasswordPolicy } from '../../../../contract/group';
import { changePasswordBodySchema } from '../../../../contract/settings';
import { TextInput } from '../../../components/form/TextInput';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { NewPasswordFields } from '../../../components/form/NewPasswordFields';
import { useForm } from '../../../components/form/use-form';
import { announce } from '../../../lib/announcer';
import { useChangePassword } from '../api/change-password';
import { FormMessage } from '../../../components/form/FormMessage';

const EMPTY = { current_password: '', password: '', password_confirmation: '' };

export function ChangePasswordForm({ policy, email }: { policy: PasswordPolicy; email: string }) {
  const { t } = useTranslation();
  const form = useForm(EMPTY);
  const change = useChangePassword();
  const schema = useMemo(() => withPasswordPolicy(changePasswordBodySchema, policy), [policy]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const body = form.validate(schema);
    if (!body) return;
    change.mutate(body, {
      onSuccess: ({ message }) => {
        form.setValues(EMPTY);
        announce(message);
      },
      onError: (error) => form.showFailure(error, { otherErrors: 'dialog' }),
    });
  };

  return (
    <section className="card" aria-labelledby="settings-password">
      <h2 id="settings-password">{t('settings_screen.password_title')}</h2>
      <form id={form.formId} onSubmit={onSubmit} noValidate className="form">
        <FormMessage text={form.formError} tone="error" />
        {/* lets password managers file the new password under the right account */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <TextInput
          name="current_password"
          type="password"
          autoComplete="current-password"
          label={t('settings_screen.current_password')}
          value={form.values.current_password}
          onChange={form.setField('current_password')}
          errors={form.errors.current_password}
          isRequired
        />
        <NewPasswordFields
          values={form.values}
          errors={form.errors}
          onChange={form.setField}
          policy={policy}
          labels={{ password: t('settings_screen.new_password'), confirmation: t('settings_screen.new_password_confirmation') }}
        />
        <SubmitButton label={t('settings_screen.change_password')} isPending={change.isPending} />
      </form>
    </section>
  );
}
