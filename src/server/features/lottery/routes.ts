import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../../../contract/ids';
import { deskRequestBodySchema, deskRequestsResponseSchema } from '../../../contract/lottery';
import type { AppDeps } from '../../deps';
import { authenticate, authOf, contextOf } from '../../http/authenticate';
import { createRequests, myRequests, withdrawRequest } from './requests';

export const lotteryRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { database, clock } = deps;
    app.addHook('onRequest', authenticate(deps));

    app.post(
      '/desk_requests',
      {
        schema: {
          summary: 'Requests a desk (or parking space) in the lottery for days',
          operationId: 'createDeskRequests',
          body: deskRequestBodySchema,
          response: { 201: deskRequestsResponseSchema },
        },
      },
      async (request, reply) =>
        reply.code(201).send({ requests: await createRequests(database, contextOf(request), request.body, request.language, clock.now()) }),
    );

    app.get(
      '/desk_requests',
      {
        schema: {
          summary: "The caller's lottery requests with their outcome",
          operationId: 'listDeskRequests',
          response: { 200: deskRequestsResponseSchema },
        },
      },
      async (request) => ({
        requests: await myRequests(database, contextOf(request), request.language, clock.now()),
      }),
    );

    app.delete(
      '/desk_requests/:id',
      {
        schema: {
          summary: 'Withdraws a lottery request that is still waiting',
          operationId: 'withdrawDeskRequest',
          params: idParamsSchema,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        await withdrawRequest(database, authOf(request), request.params.id);
        return reply.code(204).send(null);
      },
    );
  };
