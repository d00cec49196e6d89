import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../../../contract/ids';
import {
  parkingBookingBodySchema,
  parkingBookingResponseSchema,
  parkingOfferSchema,
  parkingQuerySchema,
  parkingRequestBodySchema,
  parkingRequestsResponseSchema,
} from '../../../contract/parking';
import type { AppDeps } from '../../deps';
import { authenticate, authOf, contextOf } from '../../http/authenticate';
import { bookParkingDays } from './book-days';
import { cancelParkingBooking } from './cancel-parking-booking';
import { withdrawRequest } from '../lottery/requests';
import { getParkingOffer } from './get-offer';
import { requestParkingDays } from './request-days';

/** Parking by day (/parkefficient), for groups that have parking on. */
export const parkingRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { database, clock } = deps;
    app.addHook('onRequest', authenticate(deps, { feature: 'parking' }));

    app.get(
      '/parking',
      {
        schema: {
          operationId: 'getParking',
          summary: "The group's parking spaces, free or taken on the day; the caller's parking days; the external parking link",
          querystring: parkingQuerySchema,
          response: { 200: parkingOfferSchema },
        },
      },
      async (request) => getParkingOffer(database, contextOf(request), request.query, request.language, clock.now()),
    );

    app.post(
      '/parking_bookings',
      {
        schema: {
          operationId: 'createParkingBooking',
          summary: 'Book a parking space (the named one, or any free one) for whole days',
          body: parkingBookingBodySchema,
          response: { 201: parkingBookingResponseSchema },
        },
      },
      async (request, reply) => reply.code(201).send(await bookParkingDays(database, contextOf(request), request.body, clock.now())),
    );

    app.delete(
      '/parking_bookings/:id',
      {
        schema: {
          operationId: 'cancelParkingBooking',
          summary: 'Cancel an own parking day',
          params: idParamsSchema,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        await cancelParkingBooking(database, authOf(request), request.params.id, clock.now());
        return reply.code(204).send(null);
      },
    );

    app.post(
      '/parking_requests',
      {
        schema: {
          summary: 'Ask for a parking space on days whose lottery draw is still ahead (groups that allocate by lottery)',
          operationId: 'requestParkingDays',
          body: parkingRequestBodySchema,
          response: { 201: parkingRequestsResponseSchema },
        },
      },
      async (request, reply) =>
        reply
          .code(201)
          .send({ requests: await requestParkingDays(database, contextOf(request), request.body, request.language, clock.now()) }),
    );

    app.delete(
      '/parking_requests/:id',
      {
        schema: {
          summary: 'Withdraw an own parking request, or leave the waiting list',
          operationId: 'withdrawParkingRequest',
          params: idParamsSchema,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        await withdrawRequest(database, authOf(request), request.params.id, 'parking');
        return reply.code(204).send(null);
      },
    );
  };
