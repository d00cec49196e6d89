import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { availableDesksQuerySchema, availableDesksResponseSchema } from '../../../contract/bookings';
import type { AppDeps } from '../../deps';
import { authenticate, contextOf } from '../../http/authenticate';
import { availableDesksFor } from './available-desks';

export const deskRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', authenticate(deps));

    app.get(
      '/desks/available',
      {
        schema: {
          summary: 'Free desks of a day by slot or hours, and the desks linked colleagues hold then',
          operationId: 'availableDesks',
          querystring: availableDesksQuerySchema,
          response: { 200: availableDesksResponseSchema },
        },
      },
      async (request) => availableDesksFor(deps.database, contextOf(request), request.query, deps.clock.now()),
    );
  };
