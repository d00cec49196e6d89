/**
 * SQL that bounds every lock wait of the current transaction, for a write statement to call before it takes its locks.
 * A wait that PostgreSQL's deadlock detector does not break ends with 55P03 after this time, and the caller tries again
 * (`isRetryable`) instead of holding its connection until the request times out.
 */
export const BOUNDED_LOCK_WAIT_SQL = `set_config('lock_timeout', '2s', true)`;
