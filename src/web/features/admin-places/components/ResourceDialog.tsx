import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components/Button';
import { Dialog } from 'react-aria-components/Dialog';
import { Heading } from 'react-aria-components/Heading';
import { Modal, ModalOverlay } from 'react-aria-components/Modal';
import {
  RESOURCE_KINDS,
  createResourceBodySchema,
  updateResourceBodySchema,
  type AdminResource,
  type ResourceKind,
} from '../../../../contract/admin-places';
import { BOOKABLE_CATEGORIES } from '../../../../contract/bookables';
import { CheckboxField } from '../../../components/form/CheckboxField';
import { FieldSelect } from '../../../components/form/FieldSelect';
import { FormMessage } from '../../../components/form/FormMessage';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { TextInput } from '../../../components/form/TextInput';
import { useForm } from '../../../components/form/use-form';
import { announce } from '../../../lib/announcer';
import { useCreateResource, useUpdateResource } from '../api/places-api';

const list = (text: string) =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** Adds a resource to an area (with `resource`: edits it; its kind stays). Shows the fields of the chosen kind. */
export function ResourceDialog({ areaId, resource, onClose }: { areaId: number; resource?: AdminResource; onClose: () => void }) {
  const { t } = useTranslation();
  const form = useForm({
    kind: String(resource?.kind ?? 'desk'),
    label: resource?.label ?? '',
    equipment: resource?.equipment.join(', ') ?? '',
    owner_email: resource?.owner_email ?? '',
    capacity: resource?.capacity?.toString() ?? '',
    layouts: resource?.layouts.join(', ') ?? '',
    catering_offered: resource?.catering_offered ?? false,
    category: String(resource?.category ?? ''),
    description: resource?.description ?? '',
    requestable: resource?.requestable ?? false,
    approver_emails: resource?.approver_emails.join(', ') ?? '',
  });
  const create = useCreateResource();
  const update = useUpdateResource();
  const pending = create.isPending || update.isPending;
  const v = form.values;
  const kind = v.kind as ResourceKind;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const capacity = v.capacity.trim();
    if (capacity && !/^\d+$/.test(capacity)) return form.showErrors({ capacity: [t('validation.invalid')] });
    const fields = {
      label: v.label,
      equipment: list(v.equipment),
      owner_email: v.owner_email.trim() || null,
      capacity: capacity ? Number(capacity) : null,
      layouts: list(v.layouts),
      catering_offered: v.catering_offered,
      category: v.category || null,
      description: v.description,
      requestable: v.requestable,
      approver_emails: list(v.approver_emails),
    };
    const options = {
      onSuccess: (saved: AdminResource) => {
        announce(t('adminPlaces.saved'));
        onClose();
        return saved;
      },
      onError: (error: unknown) => form.showFailure(error, { invalid: t('form.invalid') }),
    };
    if (resource) {
      const body = form.validate(updateResourceBodySchema, fields);
      if (body) update.mutate({ id: resource.id, body }, options);
    } else {
      const body = form.validate(createResourceBodySchema, { kind, ...fields });
      if (body) create.mutate({ areaId, body }, options);
    }
  };

  const text = (
    name: 'label' | 'equipment' | 'owner_email' | 'capacity' | 'layouts' | 'description' | 'approver_emails',
    label: string,
  ) => (
    <TextInput
      name={name}
      label={label}
      value={v[name]}
      onChange={form.setField(name)}
      errors={form.errors[name]}
      isRequired={name === 'label' || (name === 'capacity' && kind === 'room')}
      type={name === 'owner_email' ? 'email' : 'text'}
    />
  );
  const check = (name: 'catering_offered' | 'requestable', label: string) => (
    <CheckboxField name={name} label={label} isSelected={v[name]} onChange={form.setField(name)} errors={form.errors[name]} />
  );

  return (
    <ModalOverlay className="modal-overlay" isOpen isDismissable onOpenChange={(open) => !open && onClose()}>
      <Modal className="modal">
        <Dialog className="dialog places-dialog" data-testid="resource-dialog">
          <Heading slot="title">
            {resource ? t('adminPlaces.editResource', { label: resource.label }) : t('adminPlaces.addResource')}
          </Heading>
          <form id={form.formId} onSubmit={onSubmit} noValidate className="form">
            <FormMessage text={form.formError} tone="error" />
            {resource ? null : (
              <FieldSelect
                name="kind"
                label={t('adminPlaces.kind')}
                value={v.kind}
                onChange={form.setField('kind')}
                errors={form.errors.kind}
              >
                {RESOURCE_KINDS.map((k) => (
                  <option key={k} value={k}>
                    {t(`adminPlaces.kinds.${k}`)}
                  </option>
                ))}
              </FieldSelect>
            )}
            {text('label', t('adminPlaces.label'))}
            {kind === 'bookable' ? (
              <FieldSelect
                name="category"
                label={t('adminPlaces.category')}
                value={v.category}
                onChange={form.setField('category')}
                errors={form.errors.category}
                isRequired
              >
                <option value="">–</option>
                {BOOKABLE_CATEGORIES.filter((c) => c !== 'parking_space').map((c) => (
                  <option key={c} value={c}>
                    {t(`adminPlaces.categories.${c}`)}
                  </option>
                ))}
              </FieldSelect>
            ) : null}
            {kind === 'bookable' ? text('description', t('adminPlaces.description')) : null}
            {kind === 'room' || kind === 'bookable' ? text('capacity', t('adminPlaces.capacity')) : null}
            {kind === 'room' || kind === 'bookable' ? text('layouts', t('adminPlaces.layouts')) : null}
            {kind !== 'parking' ? text('equipment', t('adminPlaces.equipment')) : null}
            {kind === 'room' || kind === 'bookable' ? check('catering_offered', t('adminPlaces.cateringOffered')) : null}
            {kind === 'desk' ? text('owner_email', t('adminPlaces.ownerEmail')) : null}
            {kind === 'bookable' ? check('requestable', t('adminPlaces.requestable')) : null}
            {kind === 'bookable' ? text('approver_emails', t('adminPlaces.approverEmails')) : null}
            <div className="dialog-actions">
              <Button className="button" onPress={onClose}>
                {t('adminPlaces.cancel')}
              </Button>
              <SubmitButton label={resource ? t('adminPlaces.save') : t('adminPlaces.add')} isPending={pending} />
            </div>
          </form>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
