import type { ErrorBody } from '../../contract/errors';

/** A failed API call: HTTP status (0 = network) and the server's error body when it sent one. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ErrorBody | null;
  constructor(status: number, body: ErrorBody | null, message?: string) {
    super(message ?? body?.message ?? `HTTP ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
  /** Field errors of a 422, already translated by the server. */
  get fieldErrors(): Record<string, string[]> {
    return this.body?.errors ?? {};
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
