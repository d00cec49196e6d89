import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Label } from 'react-aria-components/Label';
import { Radio, RadioGroup } from 'react-aria-components/RadioGroup';
import type { z } from 'zod';
import { putSsoBodySchema, type SsoSettings } from '../../../../contract/sso';
import { FormMessage } from '../../../components/form/FormMessage';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { SwitchField } from '../../../components/form/SwitchField';
import { TextInput } from '../../../components/form/TextInput';
import { useForm } from '../../../components/form/use-form';
import { announce } from '../../../lib/announcer';
import { useSaveSsoSettings, useSsoSettings } from '../api/admin-api';
import { AdminScreen } from '../components/AdminOnly';
import { issuesByPath } from '../components/issue-fields';

type Provider = SsoSettings['providers'][number];
type ProviderInput = z.input<typeof putSsoBodySchema>['providers'][number];

/** The first provider is edited here; its fields are named like the server names them in a 422. */
const P = 'providers.0';
const valuesOf = (settings: SsoSettings) => {
  const p = settings.providers[0];
  return {
    protocol: p?.protocol ?? 'none',
    sso_mandatory: settings.sso_mandatory,
    [`${P}.display_name`]: p?.display_name ?? '',
    [`${P}.email_domains`]: p?.email_domains.join(', ') ?? '',
    [`${P}.issuer`]: p?.issuer ?? '',
    [`${P}.client_id`]: p?.client_id ?? '',
    [`${P}.client_secret`]: '',
    [`${P}.entry_point`]: p?.entry_point ?? '',
    [`${P}.idp_certificate`]: p?.idp_certificate ?? '',
    [`${P}.idp_entity_id`]: p?.idp_entity_id ?? '',
  } as Record<string, string | boolean>;
};

/** Providers beyond the first stay as they are (the server keeps a secret that is not sent). */
function unchanged(p: Provider): ProviderInput {
  const base = { id: p.id, display_name: p.display_name, email_domains: p.email_domains };
  return p.protocol === 'oidc'
    ? { ...base, protocol: 'oidc', issuer: p.issuer ?? '', client_id: p.client_id ?? '' }
    : {
        ...base,
        protocol: 'saml',
        entry_point: p.entry_point ?? '',
        idp_certificate: p.idp_certificate ?? '',
        idp_entity_id: p.idp_entity_id ?? '',
      };
}

/** /admin/sso: the identity provider (OIDC or SAML), its e-mail domains, and whether SSO is mandatory. */
export default function AdminSsoPage() {
  const { t } = useTranslation();
  const settings = useSsoSettings();
  return (
    <AdminScreen title={t('admin_sso.title')}>
      {settings.isError ? <p role="alert">{t('admin.failed')}</p> : null}
      {settings.data ? <SsoForm settings={settings.data} /> : settings.isPending ? <p aria-busy="true">{t('app.loading')}</p> : null}
    </AdminScreen>
  );
}

function SsoForm({ settings }: { settings: SsoSettings }) {
  const { t } = useTranslation();
  const form = useForm(valuesOf(settings));
  const { values, setField, errors } = form;
  const save = useSaveSsoSettings();
  const [saved, setSaved] = useState<string | null>(null);
  const first = settings.providers[0];
  const others = settings.providers.slice(1);
  const text = (name: string) => String(values[`${P}.${name}`] ?? '');
  const protocol = String(values.protocol);

  const field = (name: string, multiline = false, description?: string) => {
    const key = `${P}.${name}`;
    if (multiline) {
      const id = `sso-${name}`;
      const errs = errors[key] ?? [];
      return (
        <div className="field">
          <label htmlFor={id}>{t(`admin_sso.${name}`)}</label>
          <textarea
            id={id}
            name={key}
            rows={6}
            value={text(name)}
            onChange={(e) => setField(key)(e.target.value)}
            aria-invalid={errs.length > 0 || undefined}
            aria-describedby={errs.length > 0 ? `${id}-error` : undefined}
          />
          {errs.length > 0 ? (
            <p id={`${id}-error`} className="field-error">
              {errs.join(' ')}
            </p>
          ) : null}
        </div>
      );
    }
    return (
      <TextInput
        name={key}
        label={t(`admin_sso.${name}`)}
        value={text(name)}
        onChange={setField(key)}
        errors={errors[key]}
        description={description}
        type={name === 'client_secret' ? 'password' : 'text'}
        autoComplete={name === 'client_secret' ? 'new-password' : undefined}
      />
    );
  };

  const provider = (): ProviderInput | null => {
    const base = {
      ...(first && first.protocol === protocol ? { id: first.id } : {}),
      display_name: text('display_name'),
      email_domains: text('email_domains')
        .split(/[,\s]+/)
        .filter(Boolean),
    };
    if (protocol === 'oidc') {
      const secret = text('client_secret');
      return {
        ...base,
        protocol: 'oidc',
        issuer: text('issuer'),
        client_id: text('client_id'),
        ...(secret ? { client_secret: secret } : {}),
      };
    }
    if (protocol === 'saml') {
      return {
        ...base,
        protocol: 'saml',
        entry_point: text('entry_point'),
        idp_certificate: text('idp_certificate'),
        idp_entity_id: text('idp_entity_id'),
      };
    }
    return null;
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSaved(null);
    const own = provider();
    const body = { sso_mandatory: values.sso_mandatory === true, providers: [...(own ? [own] : []), ...others.map(unchanged)] };
    const parsed = putSsoBodySchema.safeParse(body);
    if (!parsed.success) {
      form.showErrors(issuesByPath(parsed.error.issues, t));
      form.setFormError(t('admin_sso.failed'));
      announce(t('admin_sso.failed'), 'assertive');
      return;
    }
    form.setErrors({});
    form.setFormError(null);
    save.mutate(body, {
      onSuccess: (next) => {
        form.setValues(valuesOf(next));
        setSaved(t('admin_sso.saved'));
        announce(t('admin_sso.saved'));
      },
      onError: (error) => form.showFailure(error, { failed: t('admin_sso.failed') }),
    });
  };

  return (
    <div className="admin-columns">
      <form id={form.formId} className="card form" aria-labelledby="admin-sso-title" onSubmit={submit} noValidate>
        <h2 id="admin-sso-title">{t('admin_sso.provider')}</h2>
        <p className="muted">{t('admin_sso.intro')}</p>
        <FormMessage text={form.formError} tone="error" />
        <FormMessage text={saved} tone="success" />
        <RadioGroup className="radio-group field" name="protocol" value={protocol} onChange={(v) => setField('protocol')(v)}>
          <Label className="h2-label">{t('admin_sso.protocol')}</Label>
          {(['none', 'oidc', 'saml'] as const).map((value) => (
            <Radio key={value} value={value} className="radio">
              <span className="radio-dot" aria-hidden="true" />
              {t(`admin_sso.${value}`)}
            </Radio>
          ))}
        </RadioGroup>
        {protocol !== 'none' ? (
          <>
            {field('display_name')}
            {field('email_domains', false, t('admin_sso.email_domains_help'))}
          </>
        ) : null}
        {protocol === 'oidc' ? (
          <>
            {field('issuer')}
            {field('client_id')}
            {field(
              'client_secret',
              false,
              first?.has_client_secret && first.protocol === 'oidc' ? t('admin_sso.client_secret_keep') : undefined,
            )}
          </>
        ) : null}
        {protocol === 'saml' ? (
          <>
            {field('entry_point')}
            {field('idp_certificate', true)}
            {field('idp_entity_id')}
          </>
        ) : null}
        <div className="field">
          <SwitchField name="sso_mandatory" isSelected={values.sso_mandatory === true} onChange={setField('sso_mandatory')}>
            {t('admin_sso.mandatory')}
          </SwitchField>
          <p className="field-help">{t('admin_sso.mandatory_help')}</p>
          {errors.sso_mandatory ? <p className="field-error">{errors.sso_mandatory.join(' ')}</p> : null}
        </div>
        {others.length > 0 ? <p className="muted">{t('admin_sso.more_providers', { count: others.length })}</p> : null}
        <SubmitButton label={t('admin_sso.save')} isPending={save.isPending} />
      </form>
      <section className="card" aria-labelledby="admin-sso-ours">
        <h2 id="admin-sso-ours">{t('admin_sso.ours')}</h2>
        <dl>
          <dt>{t('admin_sso.redirect_uri')}</dt>
          <dd className="admin-readonly">{settings.oidc_redirect_uri}</dd>
          <dt>{t('admin_sso.acs_url')}</dt>
          <dd className="admin-readonly">{settings.saml_acs_url}</dd>
          <dt>{t('admin_sso.entity_id')}</dt>
          <dd className="admin-readonly">{settings.saml_entity_id}</dd>
        </dl>
      </section>
    </div>
  );
}
