import { useQuery } from '@tanstack/react-query';
import type { EgoResponse } from '../../../contract/ego';
import { api } from '../../lib/api';
import { namedSchema } from '../../lib/response-check/contract-modules';
import { useSignedIn } from '../../lib/session';

export const egoQueryKey = ['ego'] as const;

/** Checked against its contract in the checking worker: the shell loads ego, and zod stays off the main thread. */
export function getEgo(): Promise<EgoResponse> {
  return api.get('ego', { schema: namedSchema('ego', 'egoResponseSchema') });
}

/**
 * The signed-in user, their group and today's state; errors mark the app offline (shell banner).
 * `fresh`: fetch again on mount even if cached (screens that edit what ego shows, e.g. group settings).
 */
export function useEgo(options: { fresh?: boolean } = {}) {
  const signedIn = useSignedIn();
  return useQuery({
    queryKey: egoQueryKey,
    queryFn: getEgo,
    enabled: signedIn,
    meta: { handledErrors: true },
    ...(options.fresh ? { refetchOnMount: 'always' as const } : {}),
  });
}
