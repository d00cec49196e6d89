import type { PasswordPolicy } from '../contract/group';

export type PasswordProblem =
  | { key: 'validation.password_too_short'; min: number }
  | { key: 'validation.password_needs_capital' }
  | { key: 'validation.password_needs_lowercase' }
  | { key: 'validation.password_needs_number' }
  | { key: 'validation.password_needs_symbol' }
  | { key: 'validation.password_regex' };

/** Every rule of the group's policy the password breaks, in a stable order. */
export function passwordProblems(policy: PasswordPolicy, password: string): PasswordProblem[] {
  const { rule, regex } = policy;
  const problems: PasswordProblem[] = [];
  if ([...password].length < rule.length) problems.push({ key: 'validation.password_too_short', min: rule.length });
  if (rule.has_capital && !/\p{Lu}/u.test(password)) problems.push({ key: 'validation.password_needs_capital' });
  if (rule.has_letters && !/\p{Ll}/u.test(password)) problems.push({ key: 'validation.password_needs_lowercase' });
  if (rule.has_numbers && !/\p{Nd}/u.test(password)) problems.push({ key: 'validation.password_needs_number' });
  if (rule.has_symbols && !/[^\p{L}\p{Nd}\s]/u.test(password)) problems.push({ key: 'validation.password_needs_symbol' });
  if (regex && !safeRegex(regex).test(password)) problems.push({ key: 'validation.password_regex' });
  return problems;
}

function safeRegex(source: string): RegExp {
  try {
    return new RegExp(source, 'u');
  } catch {
    // A broken group regex must not lock everyone out; the admin screen validates it on save.
    return /[\s\S]*/u;
  }
}
