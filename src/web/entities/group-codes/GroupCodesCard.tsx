import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../lib/i18n';
import { Button } from 'react-aria-components/Button';
import { addGroupCodeBodySchema, type GroupCode } from '../../../contract/create-group';
import { formatDate } from '../../../domain/date-format';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { FormMessage } from '../../components/form/FormMessage';
import { SubmitButton } from '../../components/form/SubmitButton';
import { TextInput } from '../../components/form/TextInput';
import { useForm } from '../../components/form/use-form';
import { announce } from '../../lib/announcer';
import { isApiError } from '../../lib/api-error';
import { showError } from '../../lib/error-store';
import { useEgo } from '../ego/get-ego';
import { useAddGroupCode, useGroupCodes, useRetireGroupCode, useRotateGroupCode } from './group-codes-api';
import './group-codes.css';

/** The settings card of admins: the group's codes — add, renew (rotate) and retire them. */
export function GroupCodesCard() {
  const ego = useEgo();
  if (!ego.data?.user.is_admin) return null;
  return <GroupCodes timeZone={ego.data.group.time_zone} />;
}

function GroupCodes({ timeZone }: { timeZone: string }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const codes = useGroupCodes();
  const rotate = useRotateGroupCode();
  const retire = useRetireGroupCode();
  const [confirming, setConfirming] = useState<string | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const when = (instant: string) => formatDate(new Date(instant), 'short', language, timeZone);

  const failed = (error: unknown) => {
    if (!isApiError(error) || error.status !== 422) return showError(error);
    const fieldMessages = Object.values(error.fieldErrors).flat();
    const message = fieldMessages.length > 0 ? fieldMessages.join(' ') : error.message;
    setActionError(message);
    announce(message, 'assertive');
  };
  const onRotate = (code: string) => {
    setActionError(null);
    rotate.mutate(code, { onSuccess: (next) => announce(t('group_codes.rotated', { old: code, code: next.code })), onError: failed });
  };
  const onRetire = (code: string) => {
    setConfirming(null);
    setActionError(null);
    retire.mutate(code, { onSuccess: () => announce(t('group_codes.retired_done', { code })), onError: failed });
  };

  const active = codes.data?.group_codes.filter((c) => c.retired_at === null) ?? [];
  const retired = codes.data?.group_codes.filter((c) => c.retired_at !== null) ?? [];
  return (
    <section className="card group-codes" aria-labelledby="settings-group-codes" data-testid="group-codes">
      <h2 id="settings-group-codes">{t('group_codes.title')}</h2>
      <p className="muted">{t('group_codes.intro')}</p>
      {codes.isError ? <p role="alert">{t('group_codes.failed')}</p> : null}
      {codes.isPending ? <p aria-busy="true">{t('app.loading')}</p> : null}
      <FormMessage text={actionError} tone="error" />
      {codes.data ? (
        <>
          <h3>{t('group_codes.active')}</h3>
          <ul className="group-code-list">
            {active.map((c) => (
              <li key={c.code}>
                <CodeText code={c} detail={t('group_codes.created', { date: when(c.created_at) })} />
                <div className="actions">
                  <Button className="button" onPress={() => onRotate(c.code)} aria-label={t('group_codes.rotate_label', { code: c.code })}>
                    {t('group_codes.rotate')}
                  </Button>
                  <Button
                    className="button danger"
                    onPress={() => setConfirming(c.code)}
                    aria-label={t('group_codes.retire_label', { code: c.code })}
                  >
                    {t('group_codes.retire')}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
          <AddGroupCodeForm />
          {retired.length > 0 ? (
            <>
              <h3>{t('group_codes.retired')}</h3>
              <ul className="group-code-list group-code-list-retired">
                {retired.map((c) => (
                  <li key={c.code}>
                    <CodeText code={c} detail={t('group_codes.retired_at', { date: when(c.retired_at ?? c.created_at) })} />
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </>
      ) : null}
      {confirming ? (
        <ConfirmDialog
          title={t('group_codes.retire_title')}
          text={t('group_codes.retire_text', { code: confirming })}
          confirmLabel={t('group_codes.retire_confirm')}
          onConfirm={() => onRetire(confirming)}
          onCancel={() => setConfirming(null)}
        />
      ) : null}
    </section>
  );
}

function CodeText({ code, detail }: { code: GroupCode; detail: string }) {
  return (
    <span className="group-code-text">
      <span className="group-code-value">{code.code}</span> <span className="muted">{detail}</span>
    </span>
  );
}

function AddGroupCodeForm() {
  const { t } = useTranslation();
  const form = useForm({ code: '' });
  const add = useAddGroupCode();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (add.isPending) return;
    const body = form.validate(addGroupCodeBodySchema);
    if (!body) return;
    add.mutate(form.values, {
      onSuccess: (created) => {
        form.setValues({ code: '' });
        announce(t('group_codes.added', { code: created.code }));
      },
      onError: (error) => form.showFailure(error, { invalid: t('form.invalid') }),
    });
  };
  return (
    <form id={form.formId} onSubmit={onSubmit} noValidate className="form group-code-add">
      <FormMessage text={form.formError} tone="error" />
      <TextInput
        name="code"
        label={t('group_codes.new_code')}
        value={form.values.code}
        onChange={form.setField('code')}
        errors={form.errors.code}
        description={t('group_codes.new_code_help')}
      />
      <SubmitButton label={t('group_codes.add')} isPending={add.isPending} />
    </form>
  );
}
