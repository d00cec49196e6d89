import { useTranslation } from 'react-i18next';
import type { PasswordPolicy } from '../../../contract/group';

/** Helper text for a password field: the group's own helper, or its rules as a list. */
export function PasswordRules({ policy }: { policy: PasswordPolicy }) {
  const { t } = useTranslation();
  if (policy.helper) return <span>{policy.helper}</span>;
  const { rule } = policy;
  const rules = [
    t('validation.password_too_short', { min: rule.length }),
    rule.has_capital && t('validation.password_needs_capital'),
    rule.has_letters && t('validation.password_needs_lowercase'),
    rule.has_numbers && t('validation.password_needs_number'),
    rule.has_symbols && t('validation.password_needs_symbol'),
  ].filter((r): r is string => typeof r === 'string');
  return (
    <span>
      {t('password.rules')} {rules.join(' ')}
    </span>
  );
}
