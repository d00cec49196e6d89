import { useAnnouncement } from '../lib/announcer';

/** The shell's two screen-reader regions: polite status and assertive alert. */
export function LiveRegion() {
  const status = useAnnouncement('polite');
  const alert = useAnnouncement('assertive');
  return (
    <>
      <div role="status" aria-live="polite" aria-atomic="true" className="visually-hidden" data-testid="sr-status">
        {status}
      </div>
      <div role="alert" aria-live="assertive" aria-atomic="true" className="visually-hidden" data-testid="sr-alert">
        {alert}
      </div>
    </>
  );
}
