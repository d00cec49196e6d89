import { useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { issuesToFieldErrors, type FieldErrors } from './field-errors';

/**
 * Form state: values, per-field errors (translated), validation with a contract schema and
 * focus on the first invalid field after a failed submit.
 */
export function useForm<T extends Record<string, string | boolean>>(initial: T) {
  const { t } = useTranslation();
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [focusRequest, setFocusRequest] = useState(0);
  const formId = useId();

  useEffect(() => {
    if (focusRequest === 0) return;
    document.getElementById(formId)?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest, formId]);

  const setField = useCallback(<K extends keyof T>(name: K) => (value: T[K]) => {
    setValues((prev) => ({ ...prev, [name]: value }));
  }, []);

  /** Shows errors (already translated, e.g. from a 422) and focuses the first invalid field. */
  const showErrors = useCallback((next: FieldErrors) => {
    setErrors(next);
    setFocusRequest((n) => n + 1);
  }, []);

  /** Parsed data when valid; otherwise shows the translated issues and returns null. */
  function validate<S extends z.ZodType>(schema: S, input: unknown = values): z.infer<S> | null {
    const result = schema.safeParse(input);
    if (result.success) {
      setErrors({});
      return result.data;
    }
    showErrors(issuesToFieldErrors(result.error.issues, t));
    return null;
  }

  return { values, setValues, setField, errors, setErrors, showErrors, validate, formId };
}
