import { lazy, Suspense } from 'react';

export interface ConfirmDialogProps {
  title: string;
  text: string;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}

// The overlay code (focus trap, modal, dialog) is needed only once a question is asked: screens that may ask one do not
// load it up front.
const ConfirmDialogModal = lazy(() => import('./ConfirmDialogModal').then((m) => ({ default: m.ConfirmDialogModal })));

/** A question before a destructive action (cancel a booking): focus starts on 'No'. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  return (
    <Suspense fallback={null}>
      <ConfirmDialogModal {...props} />
    </Suspense>
  );
}
