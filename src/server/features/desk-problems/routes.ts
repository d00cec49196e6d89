import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deskProblemBodySchema, deskProblemResponseSchema } from '../../../contract/bookings';
import type { AppDeps } from '../../deps';
import { authenticate, contextOf } from '../../http/authenticate';
import { translator } from '../../i18n/translator';
import { reportDeskProblem } from './report-problem';

export const deskProblemRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', authenticate(deps));

    app.post(
      '/desk_problems',
      {
        schema: {
          summary: 'Reports a problem with a desk (broken, dirty, missing equipment)',
          operationId: 'reportDeskProblem',
          body: deskProblemBodySchema,
          response: { 201: deskProblemResponseSchema },
        },
      },
      async (request, reply) => {
        const id = await reportDeskProblem(deps.database, contextOf(request), request.body);
        return reply.code(201).send({ id, message: translator(request.language)('desk_problem.reported') });
      },
    );
  };
