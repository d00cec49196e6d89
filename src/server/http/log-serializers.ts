/**
 * How errors appear in the log. A failed query must not write its parameters (password hashes,
 * e-mails, tokens): drizzle puts them into the message and the stack, PostgreSQL into `detail`
 * ("Key (email)=(…) already exists") and quoted into its message. Only the fields below are kept,
 * along the `cause` chain.
 */
const KEPT_FIELDS = ['code', 'constraint', 'table', 'column', 'routine', 'severity', 'statusCode', 'query'] as const;
const MAX_CAUSE_DEPTH = 5;

export interface LoggedError {
  type: string;
  message: string;
  stack: string;
  cause?: LoggedError;
  [field: string]: unknown;
}

export function withoutQueryParams(text: string): string {
  return text.replace(/\nparams: [\s\S]*?(?=\n {4}at |$)/g, '\nparams: [hidden]');
}

/** PostgreSQL quotes the offending input in its messages (`invalid input syntax for type integer: "…"`). */
const withoutQuotedValues = (text: string) => text.replace(/"[^"\n]*"/g, '"[hidden]"');

const isDatabaseError = (error: Error) => /^[0-9A-Z]{5}$/.test(String((error as { code?: unknown }).code ?? ''));

export function serializeError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: '[not an Error]', stack: '' };
  const clean = (text: string) => (isDatabaseError(error) ? withoutQuotedValues(text) : withoutQueryParams(text));
  const logged: LoggedError = { type: error.constructor.name, message: clean(error.message), stack: clean(error.stack ?? '') };
  const fields = error as unknown as Record<string, unknown>;
  for (const field of KEPT_FIELDS) {
    const value = fields[field];
    if (typeof value === 'string' || typeof value === 'number') logged[field] = value;
  }
  if (error.cause !== undefined && depth < MAX_CAUSE_DEPTH) logged.cause = serializeError(error.cause, depth + 1);
  return logged;
}
