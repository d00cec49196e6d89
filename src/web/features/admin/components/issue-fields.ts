import type { z } from 'zod';
import type { FieldErrors } from '../../../components/form/field-errors';

type Translate = (key: string, params?: Record<string, unknown>) => string;

/** Contract issues per full field path ('password_policy.rule.length'), the way the server names fields in a 422. */
export function issuesByPath(issues: readonly z.core.$ZodIssue[], t: Translate): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join('.') || '_form';
    const text = issue.message.startsWith('validation.') ? t(issue.message) : t('validation.invalid');
    const list = (errors[field] ??= []);
    if (!list.includes(text)) list.push(text);
  }
  return errors;
}

/** '' → null, else the number ('abc' → NaN, refused by the schema with the field's message). */
export const numberOrNull = (text: string): number | null => (text.trim() === '' ? null : Number(text));
export const numberOf = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text));
