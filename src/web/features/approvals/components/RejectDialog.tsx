import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components/Button';
import { Dialog } from 'react-aria-components/Dialog';
import { FieldError } from 'react-aria-components/FieldError';
import { Heading } from 'react-aria-components/Heading';
import { Label } from 'react-aria-components/Label';
import { Modal, ModalOverlay } from 'react-aria-components/Modal';
import { Text } from 'react-aria-components/Text';
import { TextArea } from 'react-aria-components/TextArea';
import { TextField } from 'react-aria-components/TextField';
import { rejectBodySchema, type RejectBody } from '../../../../contract/bookables';
import { issuesToFieldErrors } from '../../../components/form/field-errors';

interface Props {
  /** 'Sommerfest von Dana Demo, Freitag, …' */
  text: string;
  series: boolean;
  /** a reason the server refused (422), shown at the field */
  serverErrors?: string[];
  isPending: boolean;
  onReject: (body: RejectBody) => void;
  onCancel: () => void;
}

/** 'Anfrage ablehnen' with a required reason the requester is told. */
export function RejectDialog({ text, series, serverErrors = [], isPending, onReject, onCancel }: Props) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<string[]>([]);
  const shown = errors.length ? errors : serverErrors;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = rejectBodySchema.safeParse({ reason, series });
    if (!parsed.success) return setErrors(issuesToFieldErrors(parsed.error.issues, t).reason ?? [t('validation.invalid')]);
    setErrors([]);
    onReject(parsed.data);
  };

  return (
    <ModalOverlay className="modal-overlay" isOpen isDismissable onOpenChange={(open) => !open && onCancel()}>
      <Modal className="modal">
        <Dialog className="dialog" data-testid="reject-dialog">
          <Heading slot="title">{t('approvals.reject_title')}</Heading>
          <p>{text}</p>
          <form className="form" onSubmit={onSubmit} noValidate>
            <TextField
              className="field"
              name="reason"
              value={reason}
              onChange={setReason}
              isRequired
              isInvalid={shown.length > 0}
              validationBehavior="aria"
              autoFocus
            >
              <Label>{t('approvals.reason')}</Label>
              <TextArea data-field="reason" rows={3} />
              <Text slot="description" className="field-help">
                {t('approvals.reason_help')}
              </Text>
              <FieldError className="field-error">{shown.join(' ')}</FieldError>
            </TextField>
            <div className="dialog-actions">
              <Button className="button" onPress={onCancel}>
                {t('approvals.keep')}
              </Button>
              <Button type="submit" className="button danger" isDisabled={isPending}>
                {t('approvals.reject_confirm')}
              </Button>
            </div>
          </form>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
