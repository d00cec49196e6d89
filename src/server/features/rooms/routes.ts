import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../../contract/ids';
import {
  roomAvailabilityQuerySchema,
  roomAvailabilityResponseSchema,
  roomsQuerySchema,
  roomsResponseSchema,
  type RoomsResponse,
} from '../../../contract/rooms';
import { localDayOf } from '../../../domain/time/local-day';
import type { AppDeps } from '../../deps';
import { authenticate, contextOf } from '../../http/authenticate';
import { listRooms } from './list-rooms';
import { roomAvailability } from './room-availability';

/** Finding a conference room: the group's rooms with filters and their busy times of a day. */
export const roomRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { database, clock } = deps;
    app.addHook('onRequest', authenticate(deps, { feature: 'conference_rooms' }));

    app.get(
      '/rooms',
      {
        schema: {
          summary:
            "Conference rooms of one location (the asked one, else the reader's default; location_id=all: every location), filtered; with a day their busy times, with a time range only the free ones",
          operationId: 'listRooms',
          querystring: roomsQuerySchema,
          response: { 200: roomsResponseSchema },
        },
      },
      async (request, reply) => {
        const context = contextOf(request);
        const json = await listRooms(database, context, request.query, localDayOf(clock.now(), context.group.timeZone));
        // JSON text goes out as it is, past the serializer: where responses are checked, this one is too.
        if (deps.config.responseValidation) roomsResponseSchema.parse(JSON.parse(json));
        // The route's type wants the object; Fastify sends a string with a JSON content type as the body, unserialized.
        return reply.type('application/json; charset=utf-8').send(json as unknown as RoomsResponse);
      },
    );

    app.get(
      '/rooms/:id/availability',
      {
        schema: {
          summary: "A room's busy times on a day and its location's catering offer",
          operationId: 'roomAvailability',
          params: idParamsSchema,
          querystring: roomAvailabilityQuerySchema,
          response: { 200: roomAvailabilityResponseSchema },
        },
      },
      async (request) => roomAvailability(database.db, contextOf(request), request.params.id, request.query.day),
    );
  };
