import { useMutation } from '@tanstack/react-query';
import type { DeleteAccountBody } from '../../../../contract/settings';
import { api } from '../../../lib/api';
import { session } from '../../../lib/session';

export async function deleteAccount(body: DeleteAccountBody): Promise<void> {
  await api.post('settings/delete_account', { body });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount, onSuccess: () => session.clear(), meta: { handledErrors: true } });
}
