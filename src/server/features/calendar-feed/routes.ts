import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { calendarLinkCreatedSchema, calendarLinkStateSchema } from '../../../contract/calendar-feed';
import type { AppDeps } from '../../deps';
import { authenticate, contextOf } from '../../http/authenticate';
import { calendarLinkState } from './calendar-link-state';
import { createCalendarLink } from './create-calendar-link';
import { removeCalendarLink } from './remove-calendar-link';

/** The caller's secret calendar feed link: whether there is one, make or renew it, switch it off. */
export const calendarLinkRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { database, clock, config } = deps;
    app.addHook('onRequest', authenticate(deps));

    app.get(
      '/settings/calendar_link',
      {
        schema: {
          summary: 'Whether the caller has a calendar feed link, and since when (the URL is shown only when made)',
          operationId: 'calendarLinkState',
          response: { 200: calendarLinkStateSchema },
        },
      },
      async (request) => calendarLinkState(database.db, contextOf(request)),
    );

    app.post(
      '/settings/calendar_link',
      {
        schema: {
          summary: "Make or renew the caller's calendar feed link; an earlier URL answers 404 from now on",
          operationId: 'createCalendarLink',
          response: { 201: calendarLinkCreatedSchema },
        },
      },
      async (request, reply) => reply.code(201).send(await createCalendarLink(database, contextOf(request), config.publicUrl, clock.now())),
    );

    app.delete(
      '/settings/calendar_link',
      {
        schema: {
          summary: "Switch the caller's calendar feed off; its URL answers 404 from now on",
          operationId: 'removeCalendarLink',
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        await removeCalendarLink(database, contextOf(request));
        return reply.code(204).send(null);
      },
    );
  };
