import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditQuerySchema, auditResponseSchema } from '../../../contract/audit';
import type { AppDeps } from '../../deps';
import { authenticate, contextOf } from '../../http/authenticate';
import { presentAuditPage } from './presenter';
import { listAuditEntries } from './repository';

/** The audit log of admin changes, readable by the group's admins. */
export const auditAdminRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', authenticate(deps, { role: 'admin' }));

    app.get(
      '/admin/audit',
      {
        schema: {
          summary: "The group's admin changes, newest first, a page at a time",
          operationId: 'listAuditEntries',
          querystring: auditQuerySchema,
          response: { 200: auditResponseSchema },
        },
      },
      async (request) => presentAuditPage(await listAuditEntries(deps.database.db, contextOf(request).auth.groupId, request.query)),
    );
  };
