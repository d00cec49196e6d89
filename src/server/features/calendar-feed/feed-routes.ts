import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { calendarFeedParamsSchema } from '../../../contract/calendar-feed';
import type { AppDeps } from '../../deps';
import { calendarFeed } from './calendar-feed';
import { PUBLIC } from '../../http/openapi-security';

/** The public feed calendar clients subscribe to: no session, the secret token in the URL is the key. */
export const calendarFeedRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/calendar/:file',
      {
        schema: {
          summary: "A user's bookings as iCalendar (`<token>.ics`); unknown, renewed or switched-off tokens answer 404",
          operationId: 'calendarFeed',
          security: PUBLIC,
          params: calendarFeedParamsSchema,
        },
      },
      async (request, reply) => {
        const ics = await calendarFeed(deps.database.db, request.params.file, deps.clock.now());
        return reply.header('content-type', 'text/calendar; charset=utf-8').header('cache-control', 'private, no-store').send(ics);
      },
    );
  };
