import { useTranslation } from 'react-i18next';
import { dismissUpdateNotice, useUpdateNotice } from '../lib/app-update';

/** After an update took over on this start: a quiet status line the user can close. */
export function UpdateNotice() {
  const { t } = useTranslation();
  const updated = useUpdateNotice();
  if (!updated) return null;
  return (
    <div className="update-notice" role="status" data-testid="update-notice">
      <p>{t('shell.updated')}</p>
      {/* a native button: react-aria stays out of the first chunk */}
      <button type="button" className="button" onClick={dismissUpdateNotice}>
        {t('shell.close')}
      </button>
    </div>
  );
}
