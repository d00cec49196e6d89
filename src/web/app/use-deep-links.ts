import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { DEEP_LINK_EVENT, deepLinkPath, deepLinkUrl } from '../lib/deep-link';

/** Opens links the mobile wrapper hands over with a 'deskfair:deeplink' event. */
export function useDeepLinks(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const onLink = async (event: Event) => {
      const url = deepLinkUrl(event);
      if (!url) return;
      const { config } = await import('../lib/config');
      const path = deepLinkPath(url, [...config.webHosts, window.location.host]);
      if (path) void navigate(path);
    };
    const listener = (event: Event) => void onLink(event);
    window.addEventListener(DEEP_LINK_EVENT, listener);
    return () => window.removeEventListener(DEEP_LINK_EVENT, listener);
  }, [navigate]);
}
