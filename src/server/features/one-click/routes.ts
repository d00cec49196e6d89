import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { oneClickBodySchema, oneClickResponseSchema } from '../../../contract/desk-settings';
import type { AppDeps } from '../../deps';
import { authenticate, contextOf } from '../../http/authenticate';
import { oneClickBooking } from './one-click';

export const oneClickRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', authenticate(deps));

    app.post(
      '/bookings/one_click',
      {
        schema: {
          summary: 'Books the best free desk for a day with one click (the last desk, a favourite, or any)',
          operationId: 'oneClickBooking',
          body: oneClickBodySchema,
          response: { 200: oneClickResponseSchema, 201: oneClickResponseSchema },
        },
      },
      async (request, reply) => {
        const { booking, created } = await oneClickBooking(deps.database, contextOf(request), request.body.when, deps.clock.now());
        return reply.code(created ? 201 : 200).send({ booking });
      },
    );
  };
