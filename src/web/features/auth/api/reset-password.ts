import { useMutation } from '@tanstack/react-query';
import { messageResponseSchema, type MessageResponse, type ResetPasswordBody } from '../../../../contract/auth';
import { api } from '../../../lib/api';

export function resetPassword(body: ResetPasswordBody): Promise<MessageResponse> {
  return api.post('password/reset', { body, schema: messageResponseSchema });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword, meta: { handledErrors: true } });
}
