import { useTranslation } from 'react-i18next';

/** Shown when the app could not load its data (GET ego failed). */
export function OfflineBanner({ onRetry, detail }: { onRetry: () => void; detail?: string }) {
  const { t } = useTranslation();
  return (
    <div className="offline-banner" data-testid="offline-banner">
      <p>
        {t('shell.offline')}
        {detail ? <span className="muted"> ({detail})</span> : null}
      </p>
      {/* a native button: react-aria stays out of the first chunk */}
      <button type="button" className="button" onClick={onRetry}>
        {t('shell.retry')}
      </button>
    </div>
  );
}
