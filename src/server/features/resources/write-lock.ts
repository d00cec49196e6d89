import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';

/** Above the small constants other advisory locks use (migrations, jobs), so a resource's key never meets theirs. */
const RESOURCE_WRITES_KEY_BASE = 2n ** 40n;

/**
 * Serialises the writes that put bookings on one resource (held to the end of the transaction). The exclusion
 * constraint still decides every overlap; without the queue, many requests for one resource and time wait on each
 * other's uncommitted rows and PostgreSQL can only break those cycles as deadlocks, one timeout at a time.
 */
export async function lockResourceWrites(tx: Tx, resourceId: number): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${(RESOURCE_WRITES_KEY_BASE + BigInt(resourceId)).toString()}::bigint)`);
}

/** The advisory lock key of `lockResourceWrites` as SQL, for a statement that takes it itself (`resourceId`: SQL of an int). */
export const resourceWritesKeySql = (resourceId: string): string => `(${RESOURCE_WRITES_KEY_BASE}::bigint + ${resourceId})`;
