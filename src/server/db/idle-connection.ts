/**
 * How long a pooled connection may stay idle before the pool closes it. node-postgres closes one after 10 s; then the
 * first requests after a quiet spell each wait for a new connection, whose backend reads the catalog and prepares every
 * statement anew (the first 0.2 s after 11 s without a request answered in up to 100 ms instead of 5).
 */
export const IDLE_CONNECTION_MS = 300_000;
