import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';

/** A group colour as the admin settings accept it. */
const COLOUR = /^#[0-9a-fA-F]{6}$/;

/**
 * The web app's manifest, themed on request: a signed-in app links `manifest.webmanifest?theme=%23rrggbb` with its
 * group's navigation colour, so an app installed from there takes the group's colour. The colour is only echoed, never
 * looked up: the manifest is fetched without a session. A missing or malformed colour gets the manifest as built
 * (an asset answers what it can rather than an error the browser would only swallow).
 */
export function registerWebManifest(app: FastifyInstance, webRoot: string): void {
  const file = join(webRoot, 'manifest.webmanifest');
  if (!existsSync(file)) return;
  const built = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  app.get('/manifest.webmanifest', { schema: { hide: true } }, async (request, reply) => {
    const { theme } = request.query as { theme?: unknown };
    const manifest = typeof theme === 'string' && COLOUR.test(theme) ? { ...built, theme_color: theme.toLowerCase() } : built;
    return reply.type('application/manifest+json; charset=utf-8').header('cache-control', 'no-cache').send(JSON.stringify(manifest));
  });
}
