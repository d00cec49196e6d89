import { useMutation } from '@tanstack/react-query';
import { tokenResponseSchema, type TokenResponse } from '../../../../contract/auth';
import { type SsoDiscoverResponse } from '../../../../contract/sso';
import { api } from '../../../lib/api';
import { session } from '../../../lib/session';
import { namedSchema } from '../../../lib/response-check/contract-modules';

export function discoverSso(emailOrCode: string): Promise<SsoDiscoverResponse> {
  return api.get(`auth/sso/discover?email_or_code=${encodeURIComponent(emailOrCode)}`, {
    schema: namedSchema('sso', 'ssoDiscoverResponseSchema'),
  });
}

export function useDiscoverSso() {
  return useMutation({ mutationFn: discoverSso, meta: { handledErrors: true } });
}

export function exchangeAcsToken(token: string): Promise<TokenResponse> {
  return api.post(`acs/${encodeURIComponent(token)}`, { body: {}, schema: tokenResponseSchema });
}

/** Trades the one-time token from the identity provider's round trip for a session, like a password login. */
export function useExchangeAcsToken() {
  return useMutation({
    mutationFn: exchangeAcsToken,
    onSuccess: ({ token }) => session.setToken(token),
    meta: { handledErrors: true },
  });
}
