import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import type { FastifyInstance } from 'fastify';

/**
 * The two <style> elements React Aria inserts at run time (usePress: no double-tap-zoom delay; usePreventScroll on
 * iOS: no scroll chaining behind a modal), allowed by their hashes and nothing else inline. An upgrade of React Aria
 * that changes them shows up as a violation in e2e/csp.e2e.ts.
 */
const REACT_ARIA_STYLES = [
  '@layer {\n  [data-react-aria-pressable] {\n    touch-action: pan-x pan-y pinch-zoom;\n  }\n}',
  '@layer {\n  * {\n    overscroll-behavior: contain;\n  }\n}',
];
const sha256Source = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

export interface SecurityHeaderOptions {
  /** The app is served over HTTPS (config.cookieSecure): then HSTS and upgrade-insecure-requests. */
  secure: boolean;
  /** Other API origins the web app may call (a group's api_host, a build's VITE_API_HOST). */
  connectSources: readonly string[];
}

/**
 * The Content-Security-Policy the built web app runs under: only its own scripts and styles, nothing inline.
 * React sets `style={}` props through the CSSOM (element.style), which style-src does not govern, so the
 * two CSS custom properties set that way (nav colours, calendar colour) need no 'unsafe-inline'. The web app runs
 * zod jitless (src/web/lib/zod-jitless.ts), so there is no eval probe either.
 * QR codes are SVG data: URLs, hence img-src data:.
 */
export function contentSecurityPolicyDirectives({ secure, connectSources }: SecurityHeaderOptions): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'base-uri': ["'none'"],
    'connect-src': ["'self'", ...connectSources],
    'font-src': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    'img-src': ["'self'", 'data:'],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", ...REACT_ARIA_STYLES.map(sha256Source)],
    // Over plain HTTP (development, a LAN install) upgrading would break every request.
    ...(secure ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

/** The headers helmet writes for these options, worked out once: they are the same on every response. */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: () => undefined,
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  return headers;
}

/** Browser security headers on every response (API, web app, errors), in development and production alike. */
export function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions): void {
  const headers = helmetHeaders({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicyDirectives(options) },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: options.secure ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
