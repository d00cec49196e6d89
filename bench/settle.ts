import type { Database } from '../src/server/db/client';

/**
 * After a bulk seed, what an operator does after a bulk load (and pgbench does after its own): vacuum and analyze, so
 * that the measured reads find the rows' hint bits and visibility map set and the statistics current, and a
 * checkpoint, so that the seed's dirty pages are written before the measured runs instead of during them (the first
 * reads of a freshly loaded table also dirty every page they touch, to set its hint bits).
 */
export async function settleAfterBulkLoad(database: Database): Promise<void> {
  await database.exec('VACUUM (ANALYZE)');
  await database.exec('CHECKPOINT');
}
