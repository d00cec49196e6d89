/** PostgreSQL error codes the app reacts to, and how to read them from an error thrown by pg or PGlite. */
export const PG = {
  uniqueViolation: '23505',
  exclusionViolation: '23P01',
  deadlock: '40P01',
  lockNotAvailable: '55P03',
  serializationFailure: '40001',
  undefinedPreparedStatement: '26000',
  duplicatePreparedStatement: '42P05',
} as const;

/** The exclusion constraint that keeps one person from holding two desks (or parking spaces) at once. */
export const USER_OVERLAP_CONSTRAINT = 'bookings_user_overlap';

/** The exclusion constraint that keeps one person's absences from overlapping. */
export const ABSENCE_OVERLAP_CONSTRAINT = 'absences_user_overlap';

/** The Postgres error inside an error thrown by pg or PGlite, possibly wrapped by drizzle. */
function pgError(error: unknown): { code: string; constraint?: string } | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) {
      return { code, ...(typeof constraint === 'string' ? { constraint } : {}) };
    }
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export const pgErrorCode = (error: unknown) => pgError(error)?.code;
export const pgConstraint = (error: unknown) => pgError(error)?.constraint;
export const isExclusionViolation = (error: unknown) => pgErrorCode(error) === PG.exclusionViolation;
export const isUniqueViolation = (error: unknown) => pgErrorCode(error) === PG.uniqueViolation;
const RETRYABLE_CODES: readonly string[] = [PG.deadlock, PG.serializationFailure, PG.lockNotAvailable];
/** PostgreSQL aborted the transaction to break a deadlock, a serialisation conflict or a lock wait: trying again may succeed. */
export const isRetryable = (error: unknown) => RETRYABLE_CODES.includes(pgErrorCode(error) ?? '');
/** The caller already holds an overlapping desk or parking space. */
export const isUserOverlap = (error: unknown) => pgConstraint(error) === USER_OVERLAP_CONSTRAINT;
