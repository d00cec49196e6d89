/** A committed seed: 32 random bytes, published as 64 lowercase hex digits; its commitment is the SHA-256 of the bytes. */
export const SEED_BYTES = 32;

const HEX_64 = /^[0-9a-f]{64}$/;

export const isSeedHex = (value: string): boolean => HEX_64.test(value);

export function hexToBytes(hex: string): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = Number.parseInt(hex.slice(2 * i, 2 * i + 2), 16);
  return bytes;
}

export const bytesToHex = (bytes: Uint8Array): string => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

/**
 * The draw's numeric seed (what runLottery takes) from the committed seed: its first 4 bytes, big-endian. Server
 * and browser both call this, so a published seed replays to the same draw.
 */
export function drawSeed(seedHex: string): number {
  if (!isSeedHex(seedHex)) throw new Error('a seed is 64 hex digits');
  return Number.parseInt(seedHex.slice(0, 8), 16);
}

export interface CommitmentCheck {
  /** SHA-256 of the seed's bytes, hex, however it was computed (node:crypto on the server, WebCrypto in the browser). */
  seedDigest: string;
  commitment: string;
  committedAt: string;
  cutoffAt: string;
}

/** What a run's commitment proves: the published seed is the committed one, and it was committed before requests closed. */
export function checkCommitment(check: CommitmentCheck): { seedMatches: boolean; committedBeforeCutoff: boolean } {
  return {
    seedMatches: isSeedHex(check.commitment) && check.seedDigest.toLowerCase() === check.commitment,
    committedBeforeCutoff: new Date(check.committedAt).getTime() < new Date(check.cutoffAt).getTime(),
  };
}
