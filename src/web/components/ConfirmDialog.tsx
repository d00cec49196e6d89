import { useTranslation } from 'react-i18next';
import { Modal, ModalOverlay } from 'react-aria-components/Modal';
import { Dialog } from 'react-aria-components/Dialog';
import { Heading } from 'react-aria-components/Heading';
import { Button } from 'react-aria-components/Button';

interface Props {
  title: string;
  text: string;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A question before a destructive action (cancel a booking): focus starts on 'No'. */
export function ConfirmDialog({ title, text, confirmLabel, onConfirm, onCancel }: Props) {
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
