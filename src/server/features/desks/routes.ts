import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { availableDesksQuerySchema, availableDesksResponseSchema, type AvailableDesksResponse } from '../../../contract/bookings';
import { ownDeskResponseSchema } from '../../../contract/own-desk';
import type { AppDeps } from '../../deps';
import { authenticate, contextOf } from '../../http/authenticate';
import { availableDesksFor } from './available-desks';
import { ownDesk } from './own-desk';

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
      async (request, reply) => {
        const json = await availableDesksFor(deps.database, contextOf(request), request.query, deps.clock.now());
        // JSON text goes out as it is, past the serializer: where responses are checked, this one is too.
        if (deps.config.responseValidation) availableDesksResponseSchema.parse(JSON.parse(json.toString()));
        // The route's type wants the object; Fastify sends a buffer as the body, unserialized.
        return reply.type('application/json; charset=utf-8').send(json as unknown as AvailableDesksResponse);
      },
    );

    app.get(
      '/desk',
      {
        schema: {
          summary: "The caller's desk: the fixed one (with this week's shared days) or today's booking, with its check-in link",
          operationId: 'ownDesk',
          response: { 200: ownDeskResponseSchema },
        },
      },
      async (request) => ownDesk(deps.database.db, contextOf(request), deps.config.publicUrl, deps.clock.now()),
    );
  };
