import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createLinkBodySchema, linkParamsSchema, linkSchema, linksResponseSchema } from '../../../contract/team';
import type { AppDeps } from '../../deps';
import { authenticate, contextOf } from '../../http/authenticate';
import { acceptLinkRequest, declineLinkRequest } from './answer-link';
import { listLinks } from './list-links';
import { removeLink } from './remove-link';
import { requestLink } from './request-link';

/** Link requests between colleagues ("my team"); only in groups with staff search. */
export const linkRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { database, clock } = deps;
    app.addHook('onRequest', authenticate(deps, { feature: 'staff_search' }));

    app.get(
      '/links',
      {
        schema: {
          summary: "The caller's links, accepted and open both ways, each colleague with their presence today",
          operationId: 'listLinks',
          response: { 200: linksResponseSchema },
        },
      },
      async (request) => ({ links: await listLinks(database.db, contextOf(request), clock.now()) }),
    );

    app.post(
      '/links',
      {
        schema: {
          summary: 'Ask a colleague to link up (201); if they already asked the caller, their request is accepted (200)',
          operationId: 'requestLink',
          body: createLinkBodySchema,
          response: { 200: linkSchema, 201: linkSchema },
        },
      },
      async (request, reply) => {
        const { link, accepted } = await requestLink(database, contextOf(request), request.body.user_id, clock.now());
        return reply.code(accepted ? 200 : 201).send(link);
      },
    );

    app.post(
      '/links/:id/accept',
      {
        schema: {
          summary: 'Accept a link request addressed to the caller; the requester is told',
          operationId: 'acceptLink',
          params: linkParamsSchema,
          response: { 200: linkSchema },
        },
      },
      async (request) => acceptLinkRequest(database, contextOf(request), request.params.id, clock.now()),
    );

    app.post(
      '/links/:id/decline',
      {
        schema: {
          summary: 'Decline a link request addressed to the caller (it is deleted)',
          operationId: 'declineLink',
          params: linkParamsSchema,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        await declineLinkRequest(database, contextOf(request), request.params.id);
        return reply.code(204).send(null);
      },
    );

    app.delete(
      '/links/:id',
      {
        schema: {
          summary: 'Remove a link of the caller, open or accepted, whichever side asked',
          operationId: 'removeLink',
          params: linkParamsSchema,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        await removeLink(database, contextOf(request), request.params.id);
        return reply.code(204).send(null);
      },
    );
  };
