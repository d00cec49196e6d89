import type { Config } from '../../config';
import type { AttemptCounter } from '../../http/attempt-counter';
import { rateLimited } from '../../http/rate-limit';

/**
 * Guessing is slowed per account, whatever the source address: after `accountLimitMax` failed
 * sign-ins for one e-mail address, every further try for it answers 429 until the window ends;
 * then the right password works again. Reset mails are limited per e-mail address the same way.
 * Unknown addresses are counted like known ones, so the answer tells nothing about accounts.
 */
export function accountLimit(attempts: AttemptCounter, config: Pick<Config, 'accountLimitMax' | 'accountLimitWindowSeconds'>) {
  const signInKey = (email: string) => `sign-in:${email}`;
  return {
    async assertSignInAllowed(email: string) {
      if ((await attempts.count(signInKey(email))) >= config.accountLimitMax) throw rateLimited();
    },
    signInFailed: (email: string) => attempts.hit(signInKey(email), config.accountLimitWindowSeconds),
    signInSucceeded: (email: string) => attempts.reset(signInKey(email)),
    async countResetMail(email: string) {
      if ((await attempts.hit(`reset-mail:${email}`, config.accountLimitWindowSeconds)) > config.accountLimitMax) throw rateLimited();
    },
  };
}
