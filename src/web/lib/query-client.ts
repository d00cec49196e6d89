import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';
import { showError } from './error-store';

declare module '@tanstack/react-query' {
  interface Register {
    /** handledErrors: the screen shows the error itself (form fields, offline banner). */
    queryMeta: { handledErrors?: boolean };
    mutationMeta: { handledErrors?: boolean };
  }
}

/** Errors no screen handles itself go to the error dialog. */
function report(error: unknown, handled: boolean | undefined): void {
  if (!handled) showError(error);
}

export const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError: (error, query) => report(error, query.meta?.handledErrors) }),
  mutationCache: new MutationCache({ onError: (error, _v, _c, mutation) => report(error, mutation.meta?.handledErrors) }),
  defaultOptions: {
    queries: {
      retry: (count, error) => count < 2 && isApiError(error) && (error.status === 0 || error.status >= 500),
      refetchOnWindowFocus: false,
      staleTime: 30_000,
    },
    mutations: { retry: false },
  },
});
