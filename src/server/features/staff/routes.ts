import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffQuerySchema, staffResponseSchema } from '../../../contract/team';
import type { AppDeps } from '../../deps';
import { authenticate, contextOf } from '../../http/authenticate';
import { searchStaff } from './search-staff';

/** Finding colleagues of the group (to invite them, or to link up): open to every group, staff search or not. */
export const staffRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', authenticate(deps));

    app.get(
      '/staff',
      {
        schema: {
          summary: 'Colleagues of the group by name, e-mail or department (at most 20), with presence today and link',
          operationId: 'searchStaff',
          querystring: staffQuerySchema,
          response: { 200: staffResponseSchema },
        },
      },
      async (request) => ({ staff: await searchStaff(deps.database.db, contextOf(request), request.query.q, deps.clock.now()) }),
    );
  };
