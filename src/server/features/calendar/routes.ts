import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { daysResponseSchema, rangeQuerySchema, schedulesResponseSchema } from '../../../contract/bookings';
import type { AppDeps } from '../../deps';
import { authenticate, contextOf } from '../../http/authenticate';
import { bookedDays, schedules } from './calendar';

/** The spec's calendar calls: booked and paid days, and the bookings grouped by day. */
export const calendarRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', authenticate(deps));

    app.get(
      '/days',
      {
        schema: {
          summary: 'The bookable days of the horizon with how many desks are free on each',
          operationId: 'listDays',
          querystring: rangeQuerySchema,
          response: { 200: daysResponseSchema },
        },
      },
      async (request) => bookedDays(deps.database, contextOf(request), request.query, deps.clock.now()),
    );

    app.get(
      '/schedules',
      {
        schema: {
          summary: "A day's desk occupancy per slot and hour",
          operationId: 'daySchedule',
          querystring: rangeQuerySchema,
          response: { 200: schedulesResponseSchema },
        },
      },
      async (request) => schedules(deps.database, contextOf(request), request.query, deps.clock.now()),
    );
  };
