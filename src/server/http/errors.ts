import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorBody, ErrorId } from '../../contract/errors';
import { isExclusionViolation, isRetryable, pgErrorCode } from '../db/pg-errors';
import { WallClockError } from '../../domain/time/wall-clock-check';
import { translator } from '../i18n/translator';

/** A message key with its interpolation values; translated at the edge in the request's language. */
export interface Message {
  key: string;
  params?: Record<string, unknown>;
}
export type FieldErrors = Record<string, Message[]>;

export class AppError extends Error {
  constructor(
    readonly id: ErrorId,
    readonly messageKey: string,
    readonly fields?: FieldErrors,
    readonly detail?: string,
  ) {
    super(messageKey);
  }
}

export const unauthorized = () => new AppError('unauthorized', 'errors.unauthorized');
export const forbidden = (detail?: string) => new AppError('forbidden', 'errors.forbidden', undefined, detail);
export const notFound = (detail?: string) => new AppError('not_found', 'errors.not_found', undefined, detail);
export const conflict = (key = 'errors.conflict') => new AppError('conflict', key);
export const invalid = (fields: FieldErrors) => new AppError('validation', 'errors.validation', fields);
export const invalidField = (field: string, key: string, params?: Record<string, unknown>) =>
  invalid({ [field]: [{ key, ...(params ? { params } : {}) }] });

/** The one place where an error id becomes an HTTP status. */
export const STATUS: Record<ErrorId, number> = {
  unauthorized: 401,
  forbidden: 403,
  xsrf_mismatch: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  validation: 422,
  rate_limited: 429,
  internal: 500,
  unavailable: 503,
};

interface ZodIssueLike {
  instancePath: string;
  message?: string;
  keyword: string;
  params: Record<string, unknown>;
}

/** Zod issues whose message is an i18n key keep it; others become a generic required/invalid. */
export function validationFields(issues: readonly ZodIssueLike[], context: string): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of issues) {
    const path = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
    const field = path || context;
    const customParams = issue.params.params as Record<string, unknown> | undefined;
    let message: Message;
    if (issue.message?.startsWith('validation.')) message = { key: issue.message, ...(customParams ? { params: customParams } : {}) };
    else if (issue.keyword === 'invalid_type' && issue.message?.includes('undefined')) message = { key: 'validation.required' };
    else message = { key: 'validation.invalid' };
    (fields[field] ??= []).push(message);
  }
  return fields;
}

export function toErrorBody(error: AppError, request: FastifyRequest): ErrorBody {
  const t = translator(request.language);
  const message = error.detail ? `${t(error.messageKey)} ${error.detail}` : t(error.messageKey);
  const body: ErrorBody = { id: error.id, message };
  if (error.fields) {
    body.errors = Object.fromEntries(
      Object.entries(error.fields).map(([field, messages]) => [field, messages.map((m) => t(m.key, m.params ?? {}))]),
    );
  }
  return body;
}

export function sendError(error: AppError, request: FastifyRequest, reply: FastifyReply) {
  return reply.code(STATUS[error.id]).send(toErrorBody(error, request));
}

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    // A route that checks the session in its own statement failed before it ran it: a dead session comes first.
    const refusal = await request.pendingCaller?.refusal();
    if (refusal) return sendError(refusal, request, reply);
    if (error instanceof AppError) return sendError(error, request, reply);
    if (hasZodFastifySchemaValidationErrors(error)) {
      return sendError(invalid(validationFields(error.validation, error.validationContext ?? 'body')), request, reply);
    }
    if (isExclusionViolation(error)) return sendError(conflict(), request, reply);
    // A deadlock or serialisation failure that outlived its retries: the same answer a conflict gets, never a 500.
    if (isRetryable(error)) return sendError(conflict(), request, reply);
    if (error instanceof WallClockError) return sendError(wallClockFieldError(error), request, reply);
    if (error.statusCode === 429) return sendError(new AppError('rate_limited', 'errors.rate_limited'), request, reply);
    if (error.statusCode === 413) return sendError(new AppError('payload_too_large', 'errors.payload_too_large'), request, reply);
    if (error.statusCode === 415) return sendError(new AppError('unsupported_media_type', 'errors.unsupported_media_type'), request, reply);
    const dataException = dataExceptionKey(error);
    if (dataException) {
      // A value the schema let through but the database refuses (class 22): the input's fault, and the
      // transaction is rolled back, so nothing is stored. Logged to find the schema that should catch it.
      request.log.warn({ err: error, route: request.routeOptions.url }, 'input refused by the database');
      return sendError(new AppError('validation', 'errors.validation', { _base: [{ key: dataException }] }), request, reply);
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Malformed or empty JSON and the like: the client's fault, said plainly.
      return sendError(new AppError('validation', 'errors.validation', { _base: [{ key: 'validation.invalid' }] }), request, reply);
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(new AppError('internal', 'errors.internal'), request, reply);
  });
  app.setNotFoundHandler((request, reply) => sendError(notFound(), request, reply));
}

/** PostgreSQL data exceptions (SQLSTATE class 22): out-of-range numbers, bad text, impossible dates. */
function dataExceptionKey(error: unknown): string | null {
  const code = pgErrorCode(error);
  if (!code?.startsWith('22')) return null;
  return code === '22003' ? 'validation.number_too_large' : 'validation.invalid';
}

/** A booking time that does not exist, or exists twice, on a day with a clock change. */
function wallClockFieldError(error: WallClockError): AppError {
  const field = error.bound === 'start' ? 'start_minute' : 'end_minute';
  const key = error.problem === 'nonexistent' ? 'validation.time_not_existing' : 'validation.time_ambiguous';
  return invalid({ [field]: [{ key, params: { day: error.day } }] });
}
