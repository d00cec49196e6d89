import { useMemo, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { withPasswordPolicy } from '../../../../contract/auth';
import { createGroupBodySchema } from '../../../../contract/create-group';
import { DEFAULT_PASSWORD_POLICY } from '../../../../contract/group';
import { SubPageHeader } from '../../../components/SubPageHeader';
import { CheckboxField } from '../../../components/form/CheckboxField';
import { FormMessage } from '../../../components/form/FormMessage';
import { NewPasswordFields } from '../../../components/form/NewPasswordFields';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { TextInput } from '../../../components/form/TextInput';
import { useForm } from '../../../components/form/use-form';
import { announce } from '../../../lib/announcer';
import { isApiError } from '../../../lib/api-error';
import { config } from '../../../lib/config';
import { currentLanguage } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { useCreateGroup } from '../api/create-group';
import { GroupCreated } from '../components/GroupCreated';
import { browserTimeZone, TimeZoneField } from '../../../components/form/TimeZoneField';
import '../create-group.css';

const initialValues = () => ({
  group_name: '',
  time_zone: browserTimeZone(),
  first_name: '',
  name: '',
  email: '',
  email_confirmation: '',
  password: '',
  password_confirmation: '',
  terms: false,
});
type TextName = 'group_name' | 'first_name' | 'name' | 'email' | 'email_confirmation';

/** /create-group: a company creates its group and its first admin, then sees the code for colleagues. */
export default function CreateGroupPage() {
  const { t } = useTranslation();
  const form = useForm(initialValues());
  const createGroup = useCreateGroup();
  const [created, setCreated] = useState<{ name: string; code: string } | null>(null);
  const schema = useMemo(() => withPasswordPolicy(createGroupBodySchema, DEFAULT_PASSWORD_POLICY), []);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (createGroup.isPending) return;
    form.setFormError(null);
    const body = form.validate(schema, { ...form.values, language: currentLanguage() });
    if (!body) {
      form.setFormError(t('create_group.failed'));
      return announce(t('create_group.failed'), 'assertive');
    }
    createGroup.mutate(body, {
      onSuccess: ({ group_code }) => {
        setCreated({ name: body.group_name, code: group_code });
        announce(t('create_group.created_title', { name: body.group_name }));
      },
      onError: (error) => {
        const serverFault = isApiError(error) && error.status >= 500;
        form.showFailure(error, {
          invalid: t('create_group.failed'),
          failed: serverFault ? t('create_group.failed_server', { email: config.supportEmail }) : undefined,
        });
      },
    });
  };

  if (created) return <GroupCreated name={created.name} code={created.code} />;

  const text = (name: TextName, label: string, extra: Partial<Parameters<typeof TextInput>[0]> = {}) => (
    <TextInput name={name} label={label} value={form.values[name]} onChange={form.setField(name)} errors={form.errors[name]} {...extra} />
  );

  return (
    <>
      <SubPageHeader title={t('create_group.title')} />
      <div className="page">
        <p>{t('create_group.intro')}</p>
        <form id={form.formId} onSubmit={onSubmit} noValidate className="form">
          <FormMessage text={form.formError} tone="error" />
          <p className="muted">{t('form.required_hint')}</p>
          <h2 className="create-group-section">{t('create_group.group_section')}</h2>
          {text('group_name', t('create_group.group_name'), {
            isRequired: true,
            autoComplete: 'organization',
            description: t('create_group.group_name_help'),
          })}
          <TimeZoneField value={form.values.time_zone} onChange={form.setField('time_zone')} errors={form.errors.time_zone} />
          <h2 className="create-group-section">{t('create_group.admin_section')}</h2>
          {text('first_name', t('register.first_name'), { isRequired: true, autoComplete: 'given-name' })}
          {text('name', t('register.name'), { isRequired: true, autoComplete: 'family-name' })}
          {text('email', t('register.email'), { isRequired: true, type: 'email', autoComplete: 'email' })}
          {text('email_confirmation', t('register.email_confirmation'), { isRequired: true, type: 'email', autoComplete: 'email' })}
          <NewPasswordFields
            values={form.values}
            errors={form.errors}
            onChange={form.setField}
            policy={DEFAULT_PASSWORD_POLICY}
            labels={{ password: t('register.password'), confirmation: t('register.password_confirmation') }}
          />
          <CheckboxField
            name="terms"
            label={t('register.terms')}
            isSelected={form.values.terms}
            onChange={form.setField('terms')}
            errors={form.errors.terms}
            isRequired
          />
          <SubmitButton label={t('create_group.submit')} isPending={createGroup.isPending} />
        </form>
        <p className="links">
          <Link to={paths.register}>{t('home.register')}</Link>
          <Link to={paths.login}>{t('register.has_account')}</Link>
          <Link to={paths.imprint}>{t('home.imprint')}</Link>
        </p>
      </div>
    </>
  );
}
