import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { teamDayQuerySchema, teamDayResponseSchema } from '../../../contract/team';
import type { AppDeps } from '../../deps';
import { authenticate, contextOf } from '../../http/authenticate';
import { teamDay } from './team-day';

/** Team days: where the caller's linked colleagues are; only in groups with staff search. */
export const teamRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', authenticate(deps, { feature: 'staff_search' }));

    app.get(
      '/team/days',
      {
        schema: {
          summary: "Where the caller's team is on a day (today up to 6 weeks ahead): their desk and room bookings",
          operationId: 'teamDay',
          querystring: teamDayQuerySchema,
          response: { 200: teamDayResponseSchema },
        },
      },
      async (request) => teamDay(deps.database.db, contextOf(request), request.query.day, deps.clock.now()),
    );
  };
