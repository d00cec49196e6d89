import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../../../contract/ids';
import {
  conferenceRoomsResponseSchema,
  createRoomBookingBodySchema,
  roomBookingResponseSchema,
  updateRoomBookingBodySchema,
} from '../../../contract/rooms';
import type { AppDeps } from '../../deps';
import { authenticate, contextOf, pendingCallerOf } from '../../http/authenticate';
import { cancelRoomBooking } from './cancel-room-booking';
import { createRoomBooking } from './create-room-booking';
import { myRoomBookings } from './my-room-bookings';
import { updateRoomBooking } from './update-room-booking';

/** Booking conference rooms with event details and catering; the organiser edits and cancels until the end. */
export const roomBookingRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { database, clock } = deps;
    app.addHook('onRequest', authenticate(deps, { feature: 'conference_rooms' }));

    app.post(
      '/room_bookings',
      {
        schema: {
          summary: 'Book a conference room with event details, catering and invitees',
          operationId: 'createRoomBooking',
          body: createRoomBookingBodySchema,
          response: { 201: roomBookingResponseSchema },
        },
        config: { sessionInStatement: true },
      },
      async (request, reply) =>
        reply.code(201).send({ booking: await createRoomBooking(database, pendingCallerOf(request), request.body, clock.now()) }),
    );

    app.put(
      '/room_bookings/:id',
      {
        schema: {
          summary: 'Change an own room booking before it ends (invitees get a calendar update)',
          operationId: 'updateRoomBooking',
          params: idParamsSchema,
          body: updateRoomBookingBodySchema,
          response: { 200: roomBookingResponseSchema },
        },
      },
      async (request) => ({
        booking: await updateRoomBooking(database, contextOf(request), request.params.id, request.body, clock.now()),
      }),
    );

    app.delete(
      '/room_bookings/:id',
      {
        schema: {
          summary: 'Cancel an own room booking before it ends (invitees get a calendar cancellation)',
          operationId: 'cancelRoomBooking',
          params: idParamsSchema,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        await cancelRoomBooking(database, contextOf(request), request.params.id, clock.now());
        return reply.code(204).send(null);
      },
    );

    app.get(
      '/conference_rooms',
      {
        schema: {
          summary: "The reader's room bookings and those they are invited to, from today to the booking horizon",
          operationId: 'conferenceRoomBookings',
          response: { 200: conferenceRoomsResponseSchema },
        },
      },
      async (request) => ({ bookings: await myRoomBookings(database.db, contextOf(request), clock.now()) }),
    );
  };
