import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deskRequestBodySchema, deskRequestsResponseSchema } from '../../../contract/lottery';
import type { AppDeps } from '../../deps';
import { authenticate, authOf } from '../../http/authenticate';
import { createRequests, myRequests, withdrawRequest } from './requests';

export const lotteryRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { database } = deps;
    app.addHook('preHandler', authenticate(deps.tokens));

    app.post('/desk_requests', { schema: { body: deskRequestBodySchema, response: { 201: deskRequestsResponseSchema } } }, async (request, reply) =>
      reply.code(201).send({ requests: await createRequests(database, authOf(request), request.body, request.language) }),
    );

    app.get('/desk_requests', { schema: { response: { 200: deskRequestsResponseSchema } } }, async (request) => ({
      requests: await myRequests(database, authOf(request), request.language),
    }));

    app.delete(
      '/desk_requests/:id',
      { schema: { params: z.object({ id: z.coerce.number().int().positive() }), response: { 204: z.null() } } },
      async (request, reply) => {
        await withdrawRequest(database, authOf(request), request.params.id);
        return reply.code(204).send(null);
      },
    );
  };
