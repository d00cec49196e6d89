import { useTranslation } from 'react-i18next';
import { Modal, ModalOverlay } from 'react-aria-components/Modal';
import { Dialog } from 'react-aria-components/Dialog';
import { Heading } from 'react-aria-components/Heading';
import { Button } from 'react-aria-components/Button';

import type { ConfirmDialogProps } from './ConfirmDialog';

/** The dialog of ConfirmDialog (react-aria's overlays), loaded when a question is first asked. */
export function ConfirmDialogModal({ title, text, confirmLabel, onConfirm, onCancel }: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <ModalOverlay className="modal-overlay" isOpen isDismissable onOpenChange={(open) => !open && onCancel()}>
      <Modal className="modal">
        <Dialog className="dialog" role="alertdialog" data-testid="confirm-dialog">
          <Heading slot="title">{title}</Heading>
          <p>{text}</p>
          <div className="dialog-actions">
            <Button className="button" onPress={onCancel} autoFocus>
              {t('bookings.keep')}
            </Button>
            <Button className="button danger" onPress={onConfirm}>
              {confirmLabel}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
