import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { session } from '../lib/session';

/** When the session ends (sign-out, failed refresh, other tab) no data of the old user stays cached. */
export function useSessionEnd(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      session.subscribe(() => {
        if (!session.isSignedIn()) queryClient.removeQueries();
      }),
    [queryClient],
  );
}
