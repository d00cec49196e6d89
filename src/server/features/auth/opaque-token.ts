import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Opaque tokens (refresh cookie, reset link) are `<groupId>.<rowId>.<secret>`:
 * the ids find the row inside its group, only the secret's SHA-256 is stored.
 */
export interface OpaqueToken {
  groupId: number;
  id: number;
  secret: string;
}

export const newSecret = () => randomBytes(32).toString('base64url');
export const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');
export const formatOpaqueToken = (t: OpaqueToken) => `${t.groupId}.${t.id}.${t.secret}`;

export function parseOpaqueToken(value: string | undefined): OpaqueToken | null {
  const match = /^(\d{1,9})\.(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(value ?? '');
  if (!match) return null;
  return { groupId: Number(match[1]), id: Number(match[2]), secret: match[3] as string };
}

export function secretMatches(secret: string, storedHash: string): boolean {
  const a = Buffer.from(hashSecret(secret), 'hex');
  const b = Buffer.from(storedHash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}
