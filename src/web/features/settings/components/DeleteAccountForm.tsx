import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components/Button';
import { DELETE_ACCOUNT_WORD } from '../../../../contract/settings';
import { TextInput } from '../../../components/form/TextInput';
import { useForm } from '../../../components/form/use-form';
import { announce } from '../../../lib/announcer';
import { currentLanguage } from '../../../lib/i18n';
import { useDeleteAccount } from '../api/delete-account';
import { paths } from '../../../lib/paths';
import { FormMessage } from '../../../components/form/FormMessage';

/** Deleting the account needs the confirmation word of the UI language. */
export function DeleteAccountForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useForm({ confirmation: '' });
  const remove = useDeleteAccount();
  const word = DELETE_ACCOUNT_WORD[currentLanguage()];

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (form.values.confirmation.trim() !== word) {
      return form.showErrors({ confirmation: [t('validation.confirmation_word', { word })] });
    }
    remove.mutate(
      { confirmation: form.values.confirmation.trim() },
      {
        onSuccess: () => {
          announce(t('settings.account_deleted'));
          void navigate(paths.home, { replace: true });
        },
        onError: (error) => form.showFailure(error, { otherErrors: 'dialog' }),
      },
    );
  };

  return (
    <section className="card danger-zone" aria-labelledby="settings-delete">
      <h2 id="settings-delete">{t('settings_screen.delete_title')}</h2>
      <form id={form.formId} onSubmit={onSubmit} noValidate className="form">
        <FormMessage text={form.formError} tone="error" />
        <p>{t('settings_screen.delete_text', { word })}</p>
        <TextInput
          name="confirmation"
          label={t('settings_screen.delete_confirmation')}
          value={form.values.confirmation}
          onChange={form.setField('confirmation')}
          errors={form.errors.confirmation}
          isRequired
        />
        <Button type="submit" className="button danger">
          {remove.isPending ? t('form.saving') : t('settings_screen.delete_submit')}
        </Button>
      </form>
    </section>
  );
}
