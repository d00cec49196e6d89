import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components/Button';
import { Dialog } from 'react-aria-components/Dialog';
import { Heading } from 'react-aria-components/Heading';
import { Modal, ModalOverlay } from 'react-aria-components/Modal';
import {
  updateAdminUserBodySchema,
  type AdminSubscription,
  type AdminUser,
  type UpdateAdminUserBody,
} from '../../../../contract/admin-people';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { CheckboxField } from '../../../components/form/CheckboxField';
import { FieldSelect } from '../../../components/form/FieldSelect';
import { FormMessage } from '../../../components/form/FormMessage';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { useForm } from '../../../components/form/use-form';
import { DatePickerField } from '../../../components/pickers';
import { announce } from '../../../lib/announcer';
import { currentLanguage } from '../../../lib/i18n';
import { shortDate } from '../../../lib/format';
import { useSetUserActive, useUpdateUser, useUserOptions } from '../api/admin-people-api';

export const fullName = (user: Pick<AdminUser, 'first_name' | 'name'>) => `${user.first_name} ${user.name}`;

/** "1.1.27 – 30.6.27", open ends included. */
export function periodText(period: Pick<AdminSubscription, 'valid_from' | 'valid_until'>, language: string, open: string) {
  const day = (value: string | null) => (value ? shortDate(value, language) : open);
  return `${day(period.valid_from)} – ${day(period.valid_until)}`;
}

interface Props {
  user: AdminUser;
  isSelf: boolean;
  onClose: () => void;
}

/** Edit one user: admin role, fixed desk, subscription and its periods, approvals; deactivate or reactivate. */
export function UserDialog({ user, isSelf, onClose }: Props) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const options = useUserOptions();
  const update = useUpdateUser();
  const setActive = useSetUserActive();
  const form = useForm({
    is_admin: user.is_admin,
    fixed_desk_id: user.fixed_desk ? String(user.fixed_desk.id) : '',
    has_subscription: user.has_subscription,
    subscription_from: '',
    subscription_until: '',
  });
  const [approves, setApproves] = useState<number[]>(user.approver_of.map((r) => r.id));
  const [removed, setRemoved] = useState<number[]>([]);
  const [confirming, setConfirming] = useState(false);
  const name = fullName(user);
  const open = t('admin_users.open_end');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (update.isPending) return;
    const v = form.values;
    const input: UpdateAdminUserBody = {
      is_admin: v.is_admin,
      fixed_desk_id: v.fixed_desk_id ? Number(v.fixed_desk_id) : null,
      has_subscription: v.has_subscription,
      ...(v.subscription_from || v.subscription_until
        ? { subscription_from: v.subscription_from, subscription_until: v.subscription_until }
        : {}),
      ...(removed.length > 0 ? { remove_subscription_ids: removed } : {}),
      approver_resource_ids: approves,
    };
    const body = form.validate(updateAdminUserBodySchema, input);
    if (!body) return;
    update.mutate(
      { id: user.id, body },
      {
        onSuccess: () => {
          announce(t('admin_users.saved', { name }));
          onClose();
        },
        onError: (error) => form.showFailure(error, { invalid: t('admin_users.save_failed') }),
      },
    );
  };

  const onActive = (active: boolean) => {
    setConfirming(false);
    setActive.mutate(
      { id: user.id, active },
      {
        onSuccess: () => {
          announce(t(active ? 'admin_users.reactivated_done' : 'admin_users.deactivated_done', { name }));
          onClose();
        },
        onError: (error) => form.showFailure(error, { failed: t('admin_users.action_failed') }),
      },
    );
  };

  const toggle = (list: number[], id: number, on: boolean) => (on ? [...list, id] : list.filter((x) => x !== id));
  return (
    <ModalOverlay className="modal-overlay" isOpen isDismissable onOpenChange={(isOpen) => !isOpen && onClose()}>
      <Modal className="modal admin-user-modal">
        <Dialog className="dialog" data-testid="user-dialog">
          <Heading slot="title">{t('admin_users.dialog_title', { name })}</Heading>
          <p className="muted">{user.email}</p>
          <form id={form.formId} onSubmit={onSubmit} noValidate className="form admin-user-form">
            <FormMessage text={form.formError} tone="error" />
            <fieldset>
              <legend>{t('admin_users.roles')}</legend>
              <CheckboxField
                name="is_admin"
                label={t('admin_users.is_admin')}
                isSelected={form.values.is_admin}
                onChange={form.setField('is_admin')}
                errors={form.errors.is_admin}
              />
            </fieldset>
            <FieldSelect
              name="fixed_desk_id"
              label={t('admin_users.fixed_desk_label')}
              value={form.values.fixed_desk_id}
              onChange={form.setField('fixed_desk_id')}
              errors={form.errors.fixed_desk_id}
            >
              <option value="">{t('admin_users.no_fixed_desk')}</option>
              {user.fixed_desk && !options.data?.desks.some((d) => d.id === user.fixed_desk?.id) ? (
                <option value={String(user.fixed_desk.id)}>{user.fixed_desk.label}</option>
              ) : null}
              {options.data?.desks.map((d) => {
                const label = `${d.label} · ${d.place}`;
                return (
                  <option key={d.id} value={String(d.id)}>
                    {d.owner_user_id !== null && d.owner_user_id !== user.id ? t('admin_users.taken_by_other', { desk: label }) : label}
                  </option>
                );
              })}
            </FieldSelect>
            <fieldset>
              <legend>{t('admin_users.subscription_section')}</legend>
              <CheckboxField
                name="has_subscription"
                label={t('admin_users.has_subscription')}
                isSelected={form.values.has_subscription}
                onChange={form.setField('has_subscription')}
              />
              <h3 className="admin-subheading">{t('admin_users.periods')}</h3>
              {user.subscriptions.length === 0 ? <p className="muted">{t('admin_users.no_periods')}</p> : null}
              <ul className="admin-periods">
                {user.subscriptions.map((s) => {
                  const period = periodText(s, language, open);
                  const isRemoved = removed.includes(s.id);
                  return (
                    <li key={s.id}>
                      <span>{isRemoved ? t('admin_users.removed_period', { period }) : period}</span>
                      <Button
                        className="button"
                        aria-label={isRemoved ? undefined : t('admin_users.remove_period_label', { period })}
                        onPress={() => setRemoved(toggle(removed, s.id, !isRemoved))}
                      >
                        {isRemoved ? t('admin_users.undo_remove') : t('admin_users.remove_period')}
                      </Button>
                    </li>
                  );
                })}
              </ul>
              {form.errors.remove_subscription_ids ? <p className="field-error">{form.errors.remove_subscription_ids.join(' ')}</p> : null}
              <h3 className="admin-subheading">{t('admin_users.add_period')}</h3>
              <div className="admin-period-add">
                <DatePickerField
                  name="subscription_from"
                  label={t('admin_users.from')}
                  value={form.values.subscription_from || null}
                  onChange={(day) => form.setField('subscription_from')(day ?? '')}
                  errorMessage={form.errors.subscription_from?.join(' ')}
                />
                <DatePickerField
                  name="subscription_until"
                  label={t('admin_users.until')}
                  value={form.values.subscription_until || null}
                  onChange={(day) => form.setField('subscription_until')(day ?? '')}
                  errorMessage={form.errors.subscription_until?.join(' ')}
                />
              </div>
            </fieldset>
            <fieldset>
              <legend>{t('admin_users.approver_section')}</legend>
              {options.data && options.data.approvable.length === 0 ? <p className="muted">{t('admin_users.no_approvable')}</p> : null}
              <div className="admin-approvable">
                {options.data?.approvable.map((r) => (
                  <CheckboxField
                    key={r.id}
                    name={`approves-${r.id}`}
                    label={`${r.label} · ${r.place}`}
                    isSelected={approves.includes(r.id)}
                    onChange={(on) => setApproves(toggle(approves, r.id, on))}
                  />
                ))}
              </div>
              {form.errors.approver_resource_ids ? <p className="field-error">{form.errors.approver_resource_ids.join(' ')}</p> : null}
            </fieldset>
            <div className="dialog-actions">
              <Button className="button" onPress={onClose}>
                {t('admin_users.cancel')}
              </Button>
              <SubmitButton label={t('admin_users.save')} isPending={update.isPending} />
            </div>
          </form>
          {isSelf ? null : (
            <section className="admin-account" aria-labelledby={`account-${user.id}`}>
              <h3 id={`account-${user.id}`} className="admin-subheading">
                {t('admin_users.account')}
              </h3>
              {user.deactivated_at ? (
                <Button className="button" onPress={() => onActive(true)}>
                  {t('admin_users.reactivate')}
                </Button>
              ) : (
                <Button className="button danger" onPress={() => setConfirming(true)}>
                  {t('admin_users.deactivate')}
                </Button>
              )}
            </section>
          )}
          {confirming ? (
            <ConfirmDialog
              title={t('admin_users.deactivate_title', { name })}
              text={t('admin_users.deactivate_text', { name })}
              confirmLabel={t('admin_users.deactivate')}
              onConfirm={() => onActive(false)}
              onCancel={() => setConfirming(false)}
            />
          ) : null}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
