import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { putSsoBodySchema, ssoSettingsSchema, type SsoSettings } from '../../../contract/sso';
import type { AppDeps } from '../../deps';
import { authenticate, authOf, contextOf } from '../../http/authenticate';
import { findGroup } from '../groups/repository';
import { presentSsoSettings } from './presenter';
import { listProviders } from './repository';
import { saveSsoSettings } from './save-sso-settings';
import { recordAudit } from '../audit/record-audit';

/** What the audit log keeps of the SSO settings: the switch and the providers (never a secret). */
const auditView = (settings: SsoSettings) => ({ sso_mandatory: settings.sso_mandatory, providers: settings.providers });

/** The group's identity providers and whether SSO is mandatory; admins only. */
export const ssoAdminRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { database, config } = deps;
    app.addHook('onRequest', authenticate(deps, { role: 'admin' }));

    app.get(
      '/admin/sso',
      {
        schema: {
          summary: "The group's identity providers (client secrets are never returned)",
          operationId: 'getSsoSettings',
          response: { 200: ssoSettingsSchema },
        },
      },
      async (request) => {
        const { groupId } = authOf(request);
        return presentSsoSettings(config, contextOf(request).group.ssoMandatory, await listProviders(database.db, groupId));
      },
    );

    app.put(
      '/admin/sso',
      {
        schema: {
          summary: "Replaces the group's identity providers and sets whether SSO is mandatory",
          operationId: 'putSsoSettings',
          body: putSsoBodySchema,
          response: { 200: ssoSettingsSchema },
        },
      },
      async (request) => {
        const auth = authOf(request);
        return database.db.transaction(async (tx) => {
          const before = presentSsoSettings(config, contextOf(request).group.ssoMandatory, await listProviders(tx, auth.groupId));
          const providers = await saveSsoSettings(tx, auth.groupId, request.body);
          const group = await findGroup(tx, auth.groupId);
          const after = presentSsoSettings(config, group?.ssoMandatory ?? request.body.sso_mandatory, providers);
          await recordAudit(tx, auth, {
            action: 'update',
            entity: 'sso',
            entityId: auth.groupId,
            before: auditView(before),
            after: auditView(after),
          });
          return after;
        });
      },
    );
  };
