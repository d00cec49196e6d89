import type { z } from 'zod';

export type FieldErrors = Record<string, string[]>;
type Translate = (key: string, params?: Record<string, unknown>) => string;

/** Contract schemas carry i18n keys as messages; this translates them per field, without duplicates. */
export function issuesToFieldErrors(issues: readonly z.core.$ZodIssue[], t: Translate): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '_form');
    const params = 'params' in issue && issue.params ? (issue.params as Record<string, unknown>) : {};
    const text = issue.message.startsWith('validation.') ? t(issue.message, params) : t('validation.invalid');
    const list = (errors[field] ??= []);
    if (!list.includes(text)) list.push(text);
  }
  return errors;
}
