import { createHash, randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { LotteryKind } from '../../../contract/lottery';
import { SEED_BYTES } from '../../../domain/lottery/commitment';
import type { Queryable } from '../../db/client';
import { lotteryCommitments } from '../../db/schema';

export type CommitmentRow = typeof lotteryCommitments.$inferSelect;

export const sha256Hex = (seedHex: string): string => createHash('sha256').update(Buffer.from(seedHex, 'hex')).digest('hex');

/**
 * Commits the days' draw seeds (of a kind) unless already committed: a fresh 256-bit seed each, stored with its
 * SHA-256. Idempotent; the first commitment of a day is the one that counts.
 */
export async function ensureCommitments(
  q: Queryable,
  groupId: number,
  days: readonly string[],
  kind: LotteryKind,
  /** The app's clock; the database's when absent. */
  now?: Date,
): Promise<void> {
  if (days.length === 0) return;
  await q
    .insert(lotteryCommitments)
    .values(
      [...new Set(days)].sort().map((day) => {
        const seed = randomBytes(SEED_BYTES).toString('hex');
        return { groupId, day, resourceKind: kind, seed, commitment: sha256Hex(seed), ...(now ? { committedAt: now } : {}) };
      }),
    )
    .onConflictDoNothing();
}

const keyOf = (day: string, kind: string) => `${kind}:${day}`;

/** Commitments of the days (any kind), by `kind:day`. */
export async function commitmentsOf(q: Queryable, groupId: number, days: readonly string[]): Promise<Map<string, CommitmentRow>> {
  if (days.length === 0) return new Map();
  const rows = await q
    .select()
    .from(lotteryCommitments)
    .where(and(eq(lotteryCommitments.groupId, groupId), inArray(lotteryCommitments.day, [...new Set(days)])));
  return new Map(rows.map((r) => [keyOf(r.day, r.resourceKind), r]));
}

export const commitmentOf = (found: ReadonlyMap<string, CommitmentRow>, day: string, kind: string) => found.get(keyOf(day, kind));

/** The seed a day's draw uses: the committed one (committed now, late, when nothing committed it before). */
export async function committedSeed(q: Queryable, groupId: number, day: string, kind: LotteryKind): Promise<CommitmentRow> {
  await ensureCommitments(q, groupId, [day], kind);
  const row = commitmentOf(await commitmentsOf(q, groupId, [day]), day, kind);
  if (!row) throw new Error(`no commitment for ${kind} ${day}`);
  return row;
}
