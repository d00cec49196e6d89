import { useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { announce } from '../../lib/announcer';
import { showError } from '../../lib/error-store';
import { issuesToFieldErrors, type FieldErrors } from './field-errors';
import { requestFailure } from './request-failure';

interface FailureOptions {
  /** the screen's own failure sentence, shown above the form */
  failed?: string;
  /** the sentence for a 422 when it differs from `failed` */
  invalid?: string;
  /** where failures other than a 422 go: above the form (default) or the error dialog */
  otherErrors?: 'form' | 'dialog';
}

/**
 * Form state: values, per-field errors (translated), a message above the form, validation with a
 * contract schema, a failed request mapped onto the fields, and focus on the first invalid field.
 */
export function useForm<T extends Record<string, string | boolean>>(initial: T) {
  const { t } = useTranslation();
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const formId = useId();

  useEffect(() => {
    if (focusRequest === 0) return;
    document.getElementById(formId)?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest, formId]);

  const setField = useCallback(
    <K extends keyof T>(name: K) =>
      (value: T[K]) => {
        setValues((prev) => ({ ...prev, [name]: value }));
      },
    [],
  );

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
      setFormError(null);
      return result.data;
    }
    showErrors(issuesToFieldErrors(result.error.issues, t));
    return null;
  }

  /** A failed request: a 422's messages at their fields, the rest (and any other failure) above the form. */
  function showFailure(error: unknown, { failed, invalid, otherErrors = 'form' }: FailureOptions = {}): void {
    const failure = requestFailure(error, t, { failed, invalid, formFields: Object.keys(values) });
    if (!failure.isValidation && otherErrors === 'dialog') return showError(error);
    showErrors(failure.fields);
    setFormError(failure.summary);
    const spoken = [failure.summary, ...Object.values(failure.fields).flat()].filter(Boolean).join(' ');
    if (spoken) announce(spoken, 'assertive');
  }

  return { values, setValues, setField, errors, setErrors, showErrors, validate, formId, formError, setFormError, showFailure };
}
