import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffQuerySchema, staffResponseSchema } from '../../../contract/rooms';
import type { AppDeps } from '../../deps';
import { authenticate, authOf } from '../../http/authenticate';
import { searchStaff } from './search-staff';

/** Finding colleagues of the group by name or e-mail (to invite them). */
export const staffRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', authenticate(deps));

    app.get(
      '/staff',
      {
        schema: {
          summary: 'Colleagues of the group by first or last name or e-mail (at most 20)',
          operationId: 'searchStaff',
          querystring: staffQuerySchema,
          response: { 200: staffResponseSchema },
        },
      },
      async (request) => ({ staff: await searchStaff(deps.database.db, authOf(request), request.query.q) }),
    );
  };
