import { useMutation } from '@tanstack/react-query';
import { messageResponseSchema, type ForgotPasswordBody, type MessageResponse } from '../../../../contract/auth';
import { api } from '../../../lib/api';

export function forgotPassword(body: ForgotPasswordBody): Promise<MessageResponse> {
  return api.post('password/forgot', { body, schema: messageResponseSchema });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword, meta: { handledErrors: true } });
}
