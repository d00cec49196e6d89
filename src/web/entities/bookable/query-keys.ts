/** Prefix of every query that reads bookables (invalidated after booking or cancelling, also of a series). */
export const bookablesQueryKey = ['bookables'] as const;
