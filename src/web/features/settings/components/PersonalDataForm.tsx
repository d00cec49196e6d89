import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { updateSettingsBodySchema, type SettingsResponse } from '../../../../contract/settings';
import { TextInput } from '../../../components/form/TextInput';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { useForm } from '../../../components/form/use-form';
import { announce } from '../../../lib/announcer';
import { useUpdateSettings } from '../api/update-settings';
import { FormMessage } from '../../../components/form/FormMessage';
import { PresenceSwitch } from './PresenceSwitch';

const FIELDS = ['first_name', 'name', 'personnel_number', 'user_group', 'desk_label'] as const;
const REQUIRED = new Set<string>(['first_name', 'name']);

export function PersonalDataForm({ settings }: { settings: SettingsResponse }) {
  const { t } = useTranslation();
  const form = useForm({
    first_name: settings.first_name,
    name: settings.name,
    personnel_number: settings.personnel_number,
    user_group: settings.user_group,
    desk_label: settings.desk_label,
  });
  const update = useUpdateSettings();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const body = form.validate(updateSettingsBodySchema);
    if (!body) return;
    update.mutate(body, {
      onSuccess: () => announce(t('settings.saved')),
      onError: (error) => form.showFailure(error, { otherErrors: 'dialog' }),
    });
  };

  return (
    <section className="card" aria-labelledby="settings-personal">
      <h2 id="settings-personal">{t('settings_screen.personal')}</h2>
      <form id={form.formId} onSubmit={onSubmit} noValidate className="form">
        <FormMessage text={form.formError} tone="error" />
        <TextInput
          name="email"
          label={t('settings_screen.email')}
          value={settings.email}
          isReadOnly
          description={t('settings_screen.email_help')}
        />
        {FIELDS.map((name) => (
          <TextInput
            key={name}
            name={name}
            label={t(`settings_screen.${name}`)}
            value={form.values[name]}
            onChange={form.setField(name)}
            errors={form.errors[name]}
            isRequired={REQUIRED.has(name)}
          />
        ))}
        <SubmitButton label={t('settings_screen.save')} isPending={update.isPending} />
      </form>
      <PresenceSwitch hidden={settings.hide_presence} />
    </section>
  );
}
