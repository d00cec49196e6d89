import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  checkInResponseSchema,
  deskCheckInViewSchema,
  deskProblemBodySchema,
  deskProblemResponseSchema,
  deskUuidParamsSchema,
} from '../../../contract/bookings';
import type { AppDeps } from '../../deps';
import { authenticate, authOf } from '../../http/authenticate';
import { translator } from '../../http/i18n';
import { reportDeskProblem } from '../desk-problems/report-problem';
import { checkIn, checkInView } from './check-in';

export const checkInRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { database } = deps;
    app.addHook('preHandler', authenticate(deps.tokens));

    app.get('/desks/by_uuid/:uuid', { schema: { params: deskUuidParamsSchema, response: { 200: deskCheckInViewSchema } } }, async (request) =>
      checkInView(database, authOf(request), request.params.uuid),
    );

    app.post('/desks/check_in/:uuid', { schema: { params: deskUuidParamsSchema, response: { 200: checkInResponseSchema } } }, async (request) =>
      checkIn(database, authOf(request), request.params.uuid),
    );

    app.post(
      '/desk_problems',
      { schema: { body: deskProblemBodySchema, response: { 201: deskProblemResponseSchema } } },
      async (request, reply) => {
        const id = await reportDeskProblem(database, authOf(request), request.body);
        deps.kickOutbox();
        return reply.code(201).send({ id, message: translator(request.language)('desk_problem.reported') });
      },
    );
  };
