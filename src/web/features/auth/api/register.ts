import { useMutation } from '@tanstack/react-query';
import { tokenResponseSchema, type RegisterInput, type TokenResponse } from '../../../../contract/auth';
import { api } from '../../../lib/api';
import { session } from '../../../lib/session';

export function register(body: RegisterInput): Promise<TokenResponse> {
  return api.post('register', { body, schema: tokenResponseSchema });
}

export function useRegister() {
  return useMutation({
    mutationFn: register,
    onSuccess: ({ token }) => session.setToken(token),
    meta: { handledErrors: true },
  });
}
