import { useMemo, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { registerBodySchema, withPasswordPolicy } from '../../../../contract/auth';
import { DEFAULT_PASSWORD_POLICY } from '../../../../contract/group';
import { SubPageHeader } from '../../../components/SubPageHeader';
import { TextInput } from '../../../components/form/TextInput';
import { CheckboxField } from '../../../components/form/CheckboxField';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { FormMessage } from '../../../components/form/FormMessage';
import { PasswordRules } from '../../../components/form/PasswordRules';
import { useForm } from '../../../components/form/use-form';
import { announce } from '../../../lib/announcer';
import { isApiError } from '../../../lib/api-error';
import { config } from '../../../lib/config';
import { currentLanguage } from '../../../lib/i18n';
import { useDebounced } from '../../../lib/use-debounced';
import { useGroupByCode } from '../api/group-by-code';
import { useRegister } from '../api/register';
import { paths } from '../../../lib/paths';
import { takeReturnPath } from '../../../lib/return-path';

const INITIAL = {
  group_code: '',
  first_name: '',
  name: '',
  email: '',
  email_confirmation: '',
  personnel_number: '',
  user_group: '',
  desk_label: '',
  password: '',
  password_confirmation: '',
  terms: false,
};
type TextName = Exclude<keyof typeof INITIAL, 'terms'>;

export default function RegisterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useForm(INITIAL);
  const register = useRegister();
  const code = useDebounced(form.values.group_code, 400);
  const group = useGroupByCode(code);
  const policy = group.data?.password_policy ?? DEFAULT_PASSWORD_POLICY;
  const schema = useMemo(() => withPasswordPolicy(registerBodySchema, policy), [policy]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (register.isPending) return;
    form.setFormError(null);
    const body = form.validate(schema, { ...form.values, language: currentLanguage() });
    if (!body) {
      form.setFormError(t('register.failed'));
      return announce(t('register.failed'), 'assertive');
    }
    register.mutate(body, {
      onSuccess: () => {
        announce(t('shell.signed_in'));
        void navigate(takeReturnPath(), { replace: true });
      },
      onError: (error) => {
        const serverFault = isApiError(error) && error.status >= 500;
        form.showFailure(error, {
          invalid: t('register.failed'),
          failed: serverFault ? t('register.failed_server', { email: config.supportEmail }) : undefined,
        });
      },
    });
  };

  const text = (name: TextName, label: string, extra: Partial<Parameters<typeof TextInput>[0]> = {}) => (
    <TextInput name={name} label={label} value={form.values[name]} onChange={form.setField(name)} errors={form.errors[name]} {...extra} />
  );
  const optional = (label: string) => `${label} (${t('register.optional')})`;
  const groupCodeErrors =
    form.errors.group_code ?? (group.isError && code === form.values.group_code ? [t('validation.group_code_unknown')] : undefined);

  return (
    <>
      <SubPageHeader title={t('register.title')} />
      <div className="page">
        <form id={form.formId} onSubmit={onSubmit} noValidate className="form">
          <FormMessage text={form.formError} tone="error" />
          <p className="muted">{t('form.required_hint')}</p>
          {text('group_code', t('register.group_code'), {
            isRequired: true,
            errors: groupCodeErrors,
            description: group.data ? t('register.group_found', { name: group.data.name }) : t('register.group_code_help'),
          })}
          {text('first_name', t('register.first_name'), { isRequired: true, autoComplete: 'given-name' })}
          {text('name', t('register.name'), { isRequired: true, autoComplete: 'family-name' })}
          {text('email', t('register.email'), { isRequired: true, type: 'email', autoComplete: 'email' })}
          {text('email_confirmation', t('register.email_confirmation'), { isRequired: true, type: 'email', autoComplete: 'email' })}
          {text('personnel_number', optional(t('register.personnel_number')))}
          {text('user_group', optional(t('register.user_group')))}
          {text('desk_label', optional(t('register.desk_label')))}
          {text('password', t('register.password'), {
            isRequired: true,
            type: 'password',
            autoComplete: 'new-password',
            description: <PasswordRules policy={policy} />,
          })}
          {text('password_confirmation', t('register.password_confirmation'), {
            isRequired: true,
            type: 'password',
            autoComplete: 'new-password',
          })}
          <CheckboxField
            name="terms"
            label={t('register.terms')}
            isSelected={form.values.terms}
            onChange={form.setField('terms')}
            errors={form.errors.terms}
            isRequired
          />
          <SubmitButton label={t('register.submit')} isPending={register.isPending} />
        </form>
        <p className="links">
          <Link to={paths.login}>{t('register.has_account')}</Link>
          <Link to={paths.createGroup}>{t('create_group.link')}</Link>
          <Link to={paths.imprint}>{t('home.imprint')}</Link>
        </p>
      </div>
    </>
  );
}
