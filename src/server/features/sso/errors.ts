import type { SsoErrorId } from '../../../contract/sso';
import { AppError } from '../../http/errors';

/** A sign-in at the identity provider that we refuse; the browser is sent to the login page with its id. */
export class SsoFailure extends Error {
  constructor(readonly id: SsoErrorId) {
    super(`sso refused: ${id}`);
  }
}

export const ssoTokenInvalid = () => new AppError('unauthorized', 'errors.sso_token_invalid');
export const ssoNotConfigured = () => new AppError('not_found', 'errors.sso_not_configured');
export const ssoMandatory = () => new AppError('forbidden', 'errors.sso_mandatory');
