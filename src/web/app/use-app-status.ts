import { isApiError } from '../lib/api-error';
import { useShowsCachedData } from '../lib/offline-data';
import { useSignedIn } from '../lib/session';
import { useEgo } from '../entities/ego/get-ego';

/**
 * The spec's loaded flag: false while GET ego (re)loads, true when it finished. A failure marks the
 * app offline and keeps the error (a 401 ends the session instead); so does data the service worker answered from its
 * cache because the server could not be reached.
 */
export function useAppStatus() {
  const signedIn = useSignedIn();
  const ego = useEgo();
  const loaded = !signedIn || (ego.isFetched && !ego.isFetching);
  const showsCachedData = useShowsCachedData() && signedIn;
  const error = ego.error;
  const offline = showsCachedData || (signedIn && ego.isError && !(isApiError(error) && error.status === 401));
  return { ego: ego.data, loaded, offline, showsCachedData, error, retry: () => void ego.refetch() };
}
