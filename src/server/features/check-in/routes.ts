import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkInResponseSchema, deskCheckInViewSchema, deskUuidParamsSchema } from '../../../contract/bookings';
import type { AppDeps } from '../../deps';
import { authenticate, contextOf } from '../../http/authenticate';
import { checkIn, checkInView } from './check-in';

export const checkInRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { database, clock } = deps;
    app.addHook('onRequest', authenticate(deps));

    app.get(
      '/desks/by_uuid/:uuid',
      { schema: { params: deskUuidParamsSchema, response: { 200: deskCheckInViewSchema } } },
      async (request) => checkInView(database, contextOf(request).auth, request.params.uuid, clock.now()),
    );

    app.post(
      '/desks/check_in/:uuid',
      { schema: { params: deskUuidParamsSchema, response: { 200: checkInResponseSchema } } },
      async (request) => checkIn(database, contextOf(request), request.params.uuid, clock.now()),
    );
  };
