import type { Tx } from '../../db/client';
import { formatOpaqueToken, hashSecret, newSecret, parseOpaqueToken } from '../auth/opaque-token';
import { SsoFailure } from './errors';
import { deleteExpiredPendingSignIns, insertPendingSignIn, takePendingSignIn, type PendingSignInRow } from './repository';

const PENDING_MINUTES = 10;

/** Stores what the IdP's answer must match and returns the state ('<group>.<id>.<secret>'; only the hash is kept). */
export async function openPendingSignIn(
  tx: Tx,
  row: { groupId: number; providerId: number; codeVerifier?: string; nonce?: string; samlRequestId?: string },
  now: Date,
): Promise<string> {
  await deleteExpiredPendingSignIns(tx, row.groupId, now);
  const secret = newSecret();
  const pending = await insertPendingSignIn(tx, {
    ...row,
    stateHash: hashSecret(secret),
    expiresAt: new Date(now.getTime() + PENDING_MINUTES * 60_000),
  });
  return formatOpaqueToken({ groupId: pending.groupId, id: pending.id, secret });
}

/** The pending sign-in the state names, consumed; an unknown, forged or expired state is refused. */
export async function closePendingSignIn(tx: Tx, state: string | undefined, now: Date): Promise<PendingSignInRow> {
  const parsed = parseOpaqueToken(state);
  if (!parsed) throw new SsoFailure('state_invalid');
  // Deleted only with the right secret, so a guessed id cannot cancel someone else's sign-in.
  const pending = await takePendingSignIn(tx, parsed.groupId, parsed.id, hashSecret(parsed.secret));
  if (!pending || pending.expiresAt <= now) {
    throw new SsoFailure('state_invalid');
  }
  return pending;
}
