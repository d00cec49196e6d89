import type { AccessTokenPayload } from '../../contract/auth';

/**
 * Decodes (does not verify) the payload of a JWT; null when it is not an access token of the shape
 * of the contract's accessTokenPayloadSchema. Checked by hand: the session lives in the first chunk,
 * which must not pull in zod.
 */
export function parseTokenPayload(token: string): AccessTokenPayload | null {
  const part = token.split('.')[1];
  if (!part) return null;
  let json: unknown;
  try {
    const base64 = part
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(part.length / 4) * 4, '=');
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    json = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    return null;
  }
  return isPayload(json) ? { sub: json.sub, gid: json.gid, exp: json.exp, ...(json.host === undefined ? {} : { host: json.host }) } : null;
}

function isPayload(value: unknown): value is AccessTokenPayload {
  if (typeof value !== 'object' || value === null) return false;
  const p = value as Record<string, unknown>;
  return (
    typeof p.sub === 'string' &&
    Number.isInteger(p.gid) &&
    typeof p.exp === 'number' &&
    (p.host === undefined || typeof p.host === 'string')
  );
}

/** The API base URL for a stored host ('' = same origin); a bare host name gets the page's protocol. */
export function apiBaseUrl(host: string | null, fallbackHost: string, protocol = 'https:'): string {
  const chosen = (host ?? '').trim() || fallbackHost.trim();
  if (!chosen) return '/api/v2/';
  const withScheme = /^https?:\/\//i.test(chosen) ? chosen : `${protocol}//${chosen}`;
  return `${withScheme.replace(/\/+$/, '')}/api/v2/`;
}
