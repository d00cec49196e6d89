import { isApiError } from '../../lib/api-error';
import { errorView } from '../../lib/error-message';
import type { FieldErrors } from './field-errors';

type Translate = (key: string, params?: Record<string, unknown>) => string;

export interface RequestFailure {
  /** a 422's messages (`{ errors: { field: [messages] } }`, translated by the server) for the form's own fields */
  fields: FieldErrors;
  /** the sentence above the form (null: the fields say it all) */
  summary: string | null;
  /** a 422: the form shows it; anything else may go to the error dialog instead */
  isValidation: boolean;
}

interface Options {
  /** the screen's own failure sentence ('Buchung leider fehlgeschlagen.'), put before any detail */
  failed?: string;
  /** the sentence for a 422 when it differs from `failed` ('check the red fields') */
  invalid?: string;
  /** names of the fields the form shows; messages for other fields go into the summary (all fields when omitted) */
  formFields?: readonly string[];
}

/** What a form shows for a failed request — the one place that reads a server 422 for forms. */
export function requestFailure(error: unknown, t: Translate, { failed, invalid = failed, formFields }: Options = {}): RequestFailure {
  if (isApiError(error) && error.status === 422) {
    const fields: FieldErrors = {};
    const unplaced: string[] = [];
    for (const [field, messages] of Object.entries(error.body?.errors ?? {})) {
      if (!formFields || formFields.includes(field)) fields[field] = messages;
      else unplaced.push(...messages);
    }
    const summary = [invalid, ...unplaced].filter(Boolean).join(' ');
    return { fields, summary: summary || null, isValidation: true };
  }
  const detail = isApiError(error) && failed ? error.body?.message : undefined;
  const sentence = failed ?? (isApiError(error) ? t(errorView(error).key) : t('errors.other'));
  return { fields: {}, summary: detail ? `${sentence} ${detail}` : sentence, isValidation: false };
}
