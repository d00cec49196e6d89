/** Prefix of every query that reads bookables (invalidated after booking or cancelling). */
export const bookablesQueryKey = ['bookables'] as const;
