import type { FastifyInstance } from 'fastify';
import type { AppLinksConfig } from '../config';

/** The native apps' id (capacitor.config.ts): Android package name and iOS bundle id. */
export const NATIVE_APP_ID = 'de.deskfair.app';

/** Digital Asset Links: links on this host may open the Android app signed with these certificates. */
export function assetLinks(fingerprints: string[]) {
  return [
    {
      relation: ['delegate_permission/common.handle_all_urls'],
      target: { namespace: 'android_app', package_name: NATIVE_APP_ID, sha256_cert_fingerprints: fingerprints },
    },
  ];
}

/** Apple's app-site association: every path on this host may open the iOS app (the deep-link handler sorts them). */
export function appleAppSiteAssociation(teamId: string) {
  return { applinks: { details: [{ appIDs: [`${teamId}.${NATIVE_APP_ID}`], components: [{ '/': '/*' }] }] } };
}

/**
 * The operating systems fetch these from the web host before they hand its links to the app; Apple wants JSON with
 * no redirect. Unconfigured platforms are left to the not-found handler (404).
 */
export function registerAppLinks(app: FastifyInstance, config: AppLinksConfig): void {
  const json = (body: unknown) => JSON.stringify(body);
  if (config.androidCertFingerprints.length > 0) {
    const body = json(assetLinks(config.androidCertFingerprints));
    app.get('/.well-known/assetlinks.json', { schema: { hide: true } }, async (_request, reply) =>
      reply.type('application/json').header('cache-control', 'public, max-age=3600').send(body),
    );
  }
  const { appleTeamId } = config;
  if (appleTeamId) {
    const body = json(appleAppSiteAssociation(appleTeamId));
    app.get('/.well-known/apple-app-site-association', { schema: { hide: true } }, async (_request, reply) =>
      reply.type('application/json').header('cache-control', 'public, max-age=3600').send(body),
    );
  }
}
