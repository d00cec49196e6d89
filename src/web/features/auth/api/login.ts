import { useMutation } from '@tanstack/react-query';
import { tokenResponseSchema, type LoginBody, type TokenResponse } from '../../../../contract/auth';
import { api } from '../../../lib/api';
import { session } from '../../../lib/session';

export function login(body: LoginBody): Promise<TokenResponse> {
  return api.post('login', { body, schema: tokenResponseSchema });
}

export function useLogin() {
  return useMutation({
    mutationFn: login,
    onSuccess: ({ token }) => session.setToken(token),
    meta: { handledErrors: true },
  });
}
