import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components/Button';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { FormMessage } from '../../../components/form/FormMessage';
import { announce } from '../../../lib/announcer';
import { useActionMessage } from './use-action-message';

interface Props {
  /** The place's name, for the buttons' accessible names and the confirmation. */
  name: string;
  editLabel: string;
  deleteLabel: string;
  confirmText: string;
  onEdit: () => void;
  /** Deletes the place; `onError` leaves the server's reason beside the buttons. */
  remove: (callbacks: { onSuccess: () => void; onError: (error: unknown) => void }) => void;
}

/** "Edit" and "Delete" for one place, the deletion confirmed in a dialog and its failure told beside the buttons. */
export function EditDeleteControls({ name, editLabel, deleteLabel, confirmText, onEdit, remove }: Props) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const action = useActionMessage();
  const onConfirm = () => {
    setConfirming(false);
    action.setMessage(null);
    remove({ onSuccess: () => announce(t('adminPlaces.saved')), onError: action.fail });
  };
  return (
    <>
      <span className="places-actions">
        <Button className="button" onPress={onEdit} aria-label={`${editLabel}: ${name}`}>
          {t('adminPlaces.edit')}
        </Button>
        <Button className="button danger" onPress={() => setConfirming(true)} aria-label={`${deleteLabel}: ${name}`}>
          {t('adminPlaces.delete')}
        </Button>
      </span>
      <FormMessage text={action.message} tone="error" />
      {confirming ? (
        <ConfirmDialog
          title={deleteLabel}
          text={confirmText}
          confirmLabel={t('adminPlaces.delete')}
          onConfirm={onConfirm}
          onCancel={() => setConfirming(false)}
        />
      ) : null}
    </>
  );
}
