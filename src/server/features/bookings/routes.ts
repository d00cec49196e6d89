import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../../../contract/ids';
import {
  bookingsResponseSchema,
  createBookingBodySchema,
  createBookingResponseSchema,
  editBookingsBodySchema,
  rangeQuerySchema,
} from '../../../contract/bookings';
import type { AppDeps } from '../../deps';
import { authenticate, authOf, contextOf, pendingCallerOf } from '../../http/authenticate';
import { cancelBooking } from './cancel-booking';
import { createBookings } from './create-bookings';
import { editBookings } from './edit-bookings';
import { defaultRange, myBookings } from './my-bookings';

export const bookingRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { database, clock } = deps;
    app.addHook('onRequest', authenticate(deps));

    app.post(
      '/bookings',
      {
        schema: {
          summary: 'Books a desk for one or more days in a slot or by the hour (201; 409 when taken)',
          operationId: 'createBookings',
          body: createBookingBodySchema,
          response: { 201: createBookingResponseSchema },
        },
        config: { sessionInStatement: true },
      },
      async (request, reply) => reply.code(201).send(await createBookings(database, pendingCallerOf(request), request.body, clock.now())),
    );

    app.put(
      '/bookings',
      {
        schema: {
          summary: "Changes one of the caller's bookings (desk, day or time)",
          operationId: 'updateBooking',
          body: editBookingsBodySchema,
          response: { 200: createBookingResponseSchema },
        },
      },
      async (request) => editBookings(database, contextOf(request), request.body, clock.now()),
    );

    app.get(
      '/bookings',
      {
        schema: {
          summary: "The caller's bookings in a range of days, or those still ahead",
          operationId: 'listBookings',
          querystring: rangeQuerySchema,
          response: { 200: bookingsResponseSchema },
        },
      },
      async (request) => {
        const { auth, group } = contextOf(request);
        return { bookings: await myBookings(database, auth, defaultRange(group, request.query, clock.now())) };
      },
    );

    app.delete(
      '/bookings/:id',
      {
        schema: {
          summary: "Cancels one of the caller's bookings (a running one ends now)",
          operationId: 'cancelBooking',
          params: idParamsSchema,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        await cancelBooking(database, authOf(request), request.params.id, clock.now());
        return reply.code(204).send(null);
      },
    );
  };
