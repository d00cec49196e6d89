import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { z } from 'zod';
import { ssoDiscoverQuerySchema, SSO_ERROR_IDS } from '../../../../contract/sso';
import { FormMessage } from '../../../components/form/FormMessage';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { TextInput } from '../../../components/form/TextInput';
import { useForm } from '../../../components/form/use-form';
import { useDiscoverSso } from '../api/sso';

const ssoErrorSchema = z.enum(SSO_ERROR_IDS);

/** "Sign in with company account": finds the identity provider by e-mail domain or group code and goes there. */
export function SsoSignIn() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const returnedError = ssoErrorSchema.safeParse(params.get('sso_error'));
  const form = useForm({ email_or_code: '' });
  const discover = useDiscoverSso();
  const [notice, setNotice] = useState<string | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (discover.isPending) return;
    setNotice(null);
    const query = form.validate(ssoDiscoverQuerySchema);
    if (!query) return;
    discover.mutate(query.email_or_code, {
      onSuccess: (found) => {
        if (found.start_url) globalThis.location.assign(found.start_url);
        else setNotice(t('sso.none'));
      },
      onError: (error) => form.showFailure(error),
    });
  };

  return (
    <section aria-labelledby="sso-title" className="sso-sign-in">
      <h2 id="sso-title">{t('sso.title')}</h2>
      <p>{t('sso.intro')}</p>
      <form id={form.formId} onSubmit={onSubmit} noValidate className="form">
        <FormMessage text={returnedError.success ? t(`sso.errors.${returnedError.data}`) : form.formError} tone="error" />
        <FormMessage text={notice} tone="error" />
        <TextInput
          name="email_or_code"
          autoComplete="username"
          label={t('sso.email_or_code')}
          value={form.values.email_or_code}
          onChange={form.setField('email_or_code')}
          errors={form.errors.email_or_code}
          isRequired
        />
        <SubmitButton label={t('sso.start')} isPending={discover.isPending} />
      </form>
    </section>
  );
}
