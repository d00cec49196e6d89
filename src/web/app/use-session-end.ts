import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { clearOfflineData } from '../lib/offline-data';
import { session } from '../lib/session';

/**
 * When the session ends (sign-out, failed refresh, other tab) no data of the old user stays cached: neither in memory
 * nor in the service worker's cache of API answers.
 */
export function useSessionEnd(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      session.subscribe(() => {
        if (session.isSignedIn()) return;
        queryClient.removeQueries();
        clearOfflineData().catch((error: unknown) => console.warn('offline data not cleared', error));
      }),
    [queryClient],
  );
}
