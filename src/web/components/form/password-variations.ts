import type { PasswordPolicy } from '../../../contract/group';

export type PasswordVariation = 'mixed_case' | 'capital' | 'lowercase' | 'number' | 'symbol';

/** The kinds of characters a password needs besides its length; upper and lower case together count as one. */
export function passwordVariations(rule: PasswordPolicy['rule']): PasswordVariation[] {
  const kinds: PasswordVariation[] = [];
  if (rule.has_capital && rule.has_letters) kinds.push('mixed_case');
  else if (rule.has_capital) kinds.push('capital');
  else if (rule.has_letters) kinds.push('lowercase');
  if (rule.has_numbers) kinds.push('number');
  if (rule.has_symbols) kinds.push('symbol');
  return kinds;
}
