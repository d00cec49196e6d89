/** The request header an unsafe call echoes the token in; API responses carry the token in it too. */
export const XSRF_HEADER = 'X-XSRF-TOKEN';

/** Value of the readable XSRF-TOKEN cookie the server sets on every response. */
export function readXsrfToken(cookie: string = globalThis.document?.cookie ?? ''): string | null {
  for (const part of cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === 'XSRF-TOKEN') return decodeURIComponent(rest.join('='));
  }
  return null;
}
