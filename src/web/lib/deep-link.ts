/**
 * Path to open for a link the mobile app was opened with: the host part is removed, then a leading
 * '#/' or '/#/'. Returns null for links that are not on one of the product's web hosts.
 */
export function deepLinkPath(link: string, webHosts: readonly string[]): string | null {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  const hosts = webHosts.map((h) => h.toLowerCase());
  if (!hosts.includes(url.host.toLowerCase()) && !hosts.includes(url.hostname.toLowerCase())) return null;
  let rest = `${url.pathname}${url.search}${url.hash}`;
  if (rest.startsWith('/#/')) rest = rest.slice(2);
  else if (rest.startsWith('#/')) rest = rest.slice(1);
  if (!rest.startsWith('/')) rest = `/${rest}`;
  return rest;
}

export const DEEP_LINK_EVENT = 'deskfair:deeplink';

/** The URL in a 'deskfair:deeplink' event: detail is the URL or { url }. */
export function deepLinkUrl(event: Event): string | null {
  const detail: unknown = (event as CustomEvent<unknown>).detail;
  if (typeof detail === 'string') return detail;
  if (detail && typeof detail === 'object' && 'url' in detail && typeof detail.url === 'string') return detail.url;
  return null;
}
