import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminDeskProblemSchema, adminDeskProblemsResponseSchema, deskProblemsQuerySchema } from '../../../contract/admin-people';
import { idParamsSchema } from '../../../contract/ids';
import type { AppDeps } from '../../deps';
import { authenticate, contextOf } from '../../http/authenticate';
import { listDeskProblems, presentDeskProblem } from './repository';
import { resolveDeskProblem } from './resolve-problem';

/** Desk problem reports for the group's admins: open and resolved ones, and resolving one. */
export const deskProblemAdminRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', authenticate(deps, { role: 'admin' }));

    app.get(
      '/admin/desk_problems',
      {
        schema: {
          summary: "The group's open (or resolved) desk problem reports, newest first",
          operationId: 'listDeskProblems',
          querystring: deskProblemsQuerySchema,
          response: { 200: adminDeskProblemsResponseSchema },
        },
      },
      async (request) => ({
        problems: (await listDeskProblems(deps.database.db, contextOf(request).auth.groupId, request.query.state)).map(presentDeskProblem),
      }),
    );

    app.post(
      '/admin/desk_problems/:id/resolve',
      {
        schema: {
          summary: 'Marks an open report resolved and tells the colleague who reported it',
          operationId: 'resolveDeskProblem',
          params: idParamsSchema,
          response: { 200: adminDeskProblemSchema },
        },
      },
      async (request) => resolveDeskProblem(deps.database, contextOf(request), request.params.id, deps.clock.now()),
    );
  };
