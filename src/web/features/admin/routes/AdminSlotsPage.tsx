import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components/Button';
import { slotBodySchema } from '../../../../contract/admin-group';
import type { Slot } from '../../../../contract/group';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { FormMessage } from '../../../components/form/FormMessage';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { TextInput } from '../../../components/form/TextInput';
import { useForm } from '../../../components/form/use-form';
import { announce } from '../../../lib/announcer';
import { isApiError } from '../../../lib/api-error';
import { showError } from '../../../lib/error-store';
import { useCreateSlot, useDeleteSlot, useSlots, useUpdateSlot } from '../api/admin-api';
import { AdminScreen } from '../components/AdminOnly';

const pad = (n: number) => String(n).padStart(2, '0');
/** 480 → '08:00'; 1440 → '24:00'. */
const timeOf = (minute: number) => `${pad(Math.floor(minute / 60))}:${pad(minute % 60)}`;
/** '08:30' → 510; anything else → NaN (refused by the schema). */
function minuteOf(text: string): number {
  const match = /^(\d{1,2}):(\d{2})$/.exec(text.trim());
  if (!match) return Number.NaN;
  const [hours, minutes] = [Number(match[1]), Number(match[2])];
  return minutes < 60 ? hours * 60 + minutes : Number.NaN;
}

/** /admin/slots: the parts of the day desks are booked by — add, change, delete. */
export default function AdminSlotsPage() {
  const { t } = useTranslation();
  const slots = useSlots();
  const [editing, setEditing] = useState<Slot | null>(null);
  return (
    <AdminScreen title={t('admin_slots.title')}>
      <p className="muted">{t('admin_slots.intro')}</p>
      <div className="admin-columns">
        <section className="card" aria-labelledby="admin-slots-list">
          <h2 id="admin-slots-list">{t('admin_slots.title')}</h2>
          {slots.isError ? <p role="alert">{t('admin.failed')}</p> : null}
          {slots.data ? <SlotList slots={slots.data.slots} onEdit={setEditing} /> : <p aria-busy="true">{t('app.loading')}</p>}
        </section>
        <SlotForm key={editing?.id ?? 'new'} slot={editing} onDone={() => setEditing(null)} />
      </div>
    </AdminScreen>
  );
}

function SlotList({ slots, onEdit }: { slots: Slot[]; onEdit: (slot: Slot) => void }) {
  const { t } = useTranslation();
  const remove = useDeleteSlot();
  const [confirming, setConfirming] = useState<Slot | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const onDelete = (slot: Slot) => {
    setConfirming(null);
    setFailure(null);
    remove.mutate(slot.id, {
      onSuccess: () => announce(t('admin_slots.deleted', { name: slot.name })),
      onError: (error) => {
        if (!isApiError(error) || (error.status !== 409 && error.status !== 422)) return showError(error);
        const message = [...Object.values(error.fieldErrors).flat()].join(' ') || error.message;
        setFailure(message);
        announce(message, 'assertive');
      },
    });
  };
  return (
    <>
      <FormMessage text={failure} tone="error" />
      <ul className="admin-list" data-testid="slot-list">
        {slots.map((slot) => (
          <li key={slot.id}>
            <span>
              <strong>{slot.name}</strong>{' '}
              <span className="muted">{t('admin_slots.time', { start: timeOf(slot.start_minute), end: timeOf(slot.end_minute) })}</span>
            </span>
            <span className="admin-list-actions">
              <Button className="button" aria-label={t('admin_slots.edit_label', { name: slot.name })} onPress={() => onEdit(slot)}>
                {t('admin_slots.edit')}
              </Button>
              <Button
                className="button"
                aria-label={t('admin_slots.delete_label', { name: slot.name })}
                onPress={() => setConfirming(slot)}
              >
                {t('admin_slots.delete')}
              </Button>
            </span>
          </li>
        ))}
      </ul>
      {confirming ? (
        <ConfirmDialog
          title={t('admin_slots.delete_title')}
          text={t('admin_slots.delete_text', { name: confirming.name })}
          confirmLabel={t('admin_slots.delete')}
          onConfirm={() => onDelete(confirming)}
          onCancel={() => setConfirming(null)}
        />
      ) : null}
    </>
  );
}

function SlotForm({ slot, onDone }: { slot: Slot | null; onDone: () => void }) {
  const { t } = useTranslation();
  const initial = {
    name: slot?.name ?? '',
    start_minute: slot ? timeOf(slot.start_minute) : '',
    end_minute: slot ? timeOf(slot.end_minute) : '',
  };
  const form = useForm(initial);
  const create = useCreateSlot();
  const update = useUpdateSlot();
  const [saved, setSaved] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSaved(null);
    const body = form.validate(slotBodySchema, {
      name: form.values.name,
      start_minute: minuteOf(form.values.start_minute),
      end_minute: minuteOf(form.values.end_minute),
    });
    if (!body) return;
    const done = (message: string) => {
      setSaved(message);
      announce(message);
    };
    const onError = (error: unknown) => form.showFailure(error, { failed: t('admin_slots.failed') });
    if (slot) {
      update.mutate(
        { id: slot.id, body },
        {
          onSuccess: (next) => {
            done(t('admin_slots.saved', { name: next.name }));
            onDone();
          },
          onError,
        },
      );
    } else {
      create.mutate(body, {
        onSuccess: (next) => {
          form.setValues({ name: '', start_minute: '', end_minute: '' });
          done(t('admin_slots.added', { name: next.name }));
        },
        onError,
      });
    }
  };
  return (
    <form id={form.formId} className="card form" aria-labelledby="admin-slot-form" onSubmit={submit} noValidate>
      <h2 id="admin-slot-form">{slot ? t('admin_slots.edit_title', { name: slot.name }) : t('admin_slots.add_title')}</h2>
      <FormMessage text={form.formError} tone="error" />
      <FormMessage text={saved} tone="success" />
      <TextInput
        name="name"
        label={t('admin_slots.name')}
        value={form.values.name}
        onChange={form.setField('name')}
        errors={form.errors.name}
      />
      <div className="admin-times">
        <TextInput
          name="start_minute"
          label={t('admin_slots.start')}
          value={form.values.start_minute}
          onChange={form.setField('start_minute')}
          errors={form.errors.start_minute}
          description="08:00"
        />
        <TextInput
          name="end_minute"
          label={t('admin_slots.end')}
          value={form.values.end_minute}
          onChange={form.setField('end_minute')}
          errors={form.errors.end_minute}
          description="13:00"
        />
      </div>
      <div className="dialog-actions">
        {slot ? (
          <Button className="button" onPress={onDone}>
            {t('admin_slots.cancel')}
          </Button>
        ) : null}
        <SubmitButton label={slot ? t('admin_slots.save') : t('admin_slots.add')} isPending={create.isPending || update.isPending} />
      </div>
    </form>
  );
}
