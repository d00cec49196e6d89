import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { session } from '../../../lib/session';

export async function logout(): Promise<void> {
  try {
    await api.post('logout');
  } finally {
    // Signed out locally even when the server could not be reached.
    session.clear();
  }
}

export function useLogout() {
  return useMutation({ mutationFn: logout, meta: { handledErrors: true } });
}
