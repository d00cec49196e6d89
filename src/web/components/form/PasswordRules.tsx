import { useTranslation } from 'react-i18next';
import type { PasswordPolicy } from '../../../contract/group';
import { passwordVariations } from './password-variations';

/**
 * Helper text for a password field: the group's own helper, or the spec's sentence for its rules
 * ('Mindestens 10 Zeichen plus 3 Variationen (…)').
 */
export function PasswordRules({ policy }: { policy: PasswordPolicy }) {
  const { t } = useTranslation();
  if (policy.helper) return <span>{policy.helper}</span>;
  const kinds = passwordVariations(policy.rule);
  if (kinds.length === 0) return <span>{t('validation.password_too_short', { min: policy.rule.length })}</span>;
  const names = kinds.map((kind) => t(`password.kinds.${kind}`)).join(', ');
  return <span>{t('password.helper', { min: policy.rule.length, count: kinds.length, kinds: names })}</span>;
}
