import { formatOpaqueToken, newSecret, parseOpaqueToken, type OpaqueToken } from '../auth/opaque-token';

/**
 * A feed token is an opaque token `<groupId>.<userId>.<secret>`: the group id leads the lookup through the
 * group-led unique index, the user id must match the row, and only the secret's hash is stored.
 */
export const newFeedToken = (groupId: number, userId: number): OpaqueToken => ({ groupId, id: userId, secret: newSecret() });

/** The feed's URLs: https for Outlook and copying, webcal for Apple and Google (which subscribe on it). */
export function feedUrls(publicUrl: string, token: OpaqueToken): { https_url: string; webcal_url: string } {
  const base = publicUrl.replace(/\/$/, '');
  const httpsUrl = `${base}/api/v2/calendar/${formatOpaqueToken(token)}.ics`;
  return { https_url: httpsUrl, webcal_url: httpsUrl.replace(/^https?:\/\//, 'webcal://') };
}

/** Largest id an integer column holds; a bigger one in a URL can match nothing (and must not reach the database). */
const INTEGER_MAX = 2_147_483_647;

/** The token of a feed file name `<token>.ics`; null for anything else. */
export function feedTokenOf(file: string): OpaqueToken | null {
  const token = file.endsWith('.ics') ? parseOpaqueToken(file.slice(0, -'.ics'.length)) : null;
  return token && token.groupId <= INTEGER_MAX && token.id <= INTEGER_MAX ? token : null;
}
