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
      {
        schema: {
          summary: "A desk by the UUID of its QR code, with the caller's booking on it today",
          operationId: 'deskByUuid',
          params: deskUuidParamsSchema,
          response: { 200: deskCheckInViewSchema },
        },
      },
      async (request) => checkInView(database, contextOf(request).auth, request.params.uuid, clock.now()),
    );

    app.post(
      '/desks/check_in/:uuid',
      {
        schema: {
          summary: 'Checks in at a desk by its QR code (books it first when it is free)',
          operationId: 'checkIn',
          params: deskUuidParamsSchema,
          response: { 200: checkInResponseSchema },
        },
      },
      async (request) => checkIn(database, contextOf(request), request.params.uuid, clock.now()),
    );
  };
