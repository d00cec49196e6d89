import { useMutation } from '@tanstack/react-query';
import { messageResponseSchema } from '../../../../contract/auth';
import type { ChangePasswordBody } from '../../../../contract/settings';
import { api } from '../../../lib/api';

export function changePassword(body: ChangePasswordBody) {
  return api.put('settings/password', { body, schema: messageResponseSchema });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword, meta: { handledErrors: true } });
}
