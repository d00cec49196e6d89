import type { ApiError } from './api-error';

/** What the error dialog shows for a failed call (spec §8): a text key plus server details. */
export interface ErrorView {
  /** i18n key of the main sentence */
  key: string;
  /** the server's message or field messages, shown under the sentence */
  details: string[];
  /** 401: offer the sign-in link */
  loginLink: boolean;
}

export function errorView(error: Pick<ApiError, 'status' | 'body' | 'message'>): ErrorView {
  const serverMessage = error.body?.message ? [error.body.message] : [];
  switch (error.status) {
    case 401:
      return { key: 'errors.unauthorized', details: [], loginLink: true };
    case 403:
      return { key: 'errors.forbidden', details: serverMessage, loginLink: false };
    case 404:
      return { key: 'errors.not_found', details: serverMessage, loginLink: false };
    case 422: {
      const fields = Object.values(error.body?.errors ?? {}).flat();
      return { key: 'errors.validation', details: fields.length ? fields : serverMessage, loginLink: false };
    }
    case 429:
      return { key: 'errors.rate_limited', details: [], loginLink: false };
    case 500:
      return { key: 'errors.internal', details: [], loginLink: false };
    case 503:
      return { key: 'errors.unavailable', details: [], loginLink: false };
    default:
      return {
        key: 'errors.other',
        details: serverMessage.length ? serverMessage : [error.status ? `HTTP ${error.status}` : error.message],
        loginLink: false,
      };
  }
}

/**
 * The details worth showing under the dialog's sentence: the server often answers with that same
 * sentence, or starts with it ('Nicht erlaubte Benutzung. Nur Admins.'), which is then said once.
 */
export function detailsBeyond(sentence: string, details: readonly string[]): string[] {
  const shown: string[] = [];
  for (const detail of details) {
    const rest = (detail.startsWith(sentence) ? detail.slice(sentence.length) : detail).trim();
    if (rest && !shown.includes(rest)) shown.push(rest);
  }
  return shown;
}
