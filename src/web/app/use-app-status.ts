import { isApiError } from '../lib/api-error';
import { useSignedIn } from '../lib/session';
import { useEgo } from '../entities/ego/get-ego';

/**
 * The spec's loaded flag: false while GET ego (re)loads, true when it finished. A failure marks the
 * app offline and keeps the error (a 401 ends the session instead).
 */
export function useAppStatus() {
  const signedIn = useSignedIn();
  const ego = useEgo();
  const loaded = !signedIn || (ego.isFetched && !ego.isFetching);
  const error = ego.error;
  const offline = signedIn && ego.isError && !(isApiError(error) && error.status === 401);
  return { ego: ego.data, loaded, offline, error, retry: () => void ego.refetch() };
}
