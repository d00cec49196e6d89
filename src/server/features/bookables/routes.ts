import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bookableBookingResponseSchema,
  bookableResourcesQuerySchema,
  bookableResourcesResponseSchema,
  bookablesResponseSchema,
  createBookableBookingBodySchema,
} from '../../../contract/bookables';
import { idParamsSchema } from '../../../contract/ids';
import type { AppDeps } from '../../deps';
import { authenticate, contextOf } from '../../http/authenticate';
import { cancelBookableBooking } from './cancel-bookable-booking';
import { createBookableBooking } from './create-bookable-booking';
import { listBookableResources } from './list-bookable-resources';
import { myBookables } from './my-bookables';

/** Booking anything else the group offers (parking spaces, lockers, cars, event spaces): instantly, or as a request. */
export const bookableRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { database, clock } = deps;
    app.addHook('onRequest', authenticate(deps));

    app.get(
      '/bookables/resources',
      {
        schema: {
          summary: "The group's bookables and parking spaces, filtered; with a day, what holds or waits on each that day",
          operationId: 'listBookableResources',
          querystring: bookableResourcesQuerySchema,
          response: { 200: bookableResourcesResponseSchema },
        },
      },
      async (request) => listBookableResources(database.db, contextOf(request), request.query),
    );

    app.get(
      '/bookables',
      {
        schema: {
          summary: "The reader's bookings of bookables that have not ended, and their waiting or recently rejected requests",
          operationId: 'myBookables',
          response: { 200: bookablesResponseSchema },
        },
      },
      async (request) => myBookables(database.db, contextOf(request), clock.now()),
    );

    app.post(
      '/bookable_bookings',
      {
        schema: {
          summary: 'Book a bookable (instant) or request it (requestable: waits for an approver)',
          operationId: 'createBookableBooking',
          body: createBookableBookingBodySchema,
          response: { 201: bookableBookingResponseSchema },
        },
      },
      async (request, reply) =>
        reply.code(201).send({ booking: await createBookableBooking(database, contextOf(request), request.body, clock.now()) }),
    );

    app.delete(
      '/bookable_bookings/:id',
      {
        schema: {
          summary: 'Cancel an own bookable booking or withdraw a waiting request, before it ends',
          operationId: 'cancelBookableBooking',
          params: idParamsSchema,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        await cancelBookableBooking(database, contextOf(request), request.params.id, clock.now());
        return reply.code(204).send(null);
      },
    );
  };
