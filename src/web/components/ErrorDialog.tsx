import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Modal, ModalOverlay } from 'react-aria-components/Modal';
import { Dialog } from 'react-aria-components/Dialog';
import { Heading } from 'react-aria-components/Heading';
import { Button } from 'react-aria-components/Button';
import { detailsBeyond, errorView } from '../lib/error-message';
import type { ApiError } from '../lib/api-error';
import { paths } from '../lib/paths';

/** The 'Hinweis' dialog for a failed call (spec §8). */
export function ErrorDialog({ error, onClose }: { error: ApiError; onClose: () => void }) {
  const { t } = useTranslation();
  const view = errorView(error);
  const sentence = t(view.key);
  const details = detailsBeyond(sentence, view.details);
  return (
    <ModalOverlay className="modal-overlay" isOpen isDismissable onOpenChange={(open) => !open && onClose()}>
      <Modal className="modal">
        <Dialog className="dialog" role="alertdialog" data-testid="error-dialog">
          <Heading slot="title">{t('errors.title')}</Heading>
          <p>{sentence}</p>
          {details.length > 0 && (
            <ul className="error-details">
              {details.map((detail, i) => (
                <li key={i}>{detail}</li>
              ))}
            </ul>
          )}
          <div className="dialog-actions">
            {view.loginLink && (
              <Link to={paths.login} className="button" onClick={onClose}>
                {t('shell.login')}
              </Link>
            )}
            <Button className="button office-primary" onPress={onClose} autoFocus>
              {t('shell.close')}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
