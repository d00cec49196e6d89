import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../../../contract/ids';
import { deskRequestBodySchema, deskRequestsResponseSchema } from '../../../contract/lottery';
import type { AppDeps } from '../../deps';
import { authenticate, authOf, contextOf } from '../../http/authenticate';
import { lotteryRunSchema, lotteryRunsQuerySchema, lotteryRunsResponseSchema } from '../../../contract/lottery-runs';
import { createRequests, myRequests, withdrawRequest } from './requests';
import { getRun, listRuns } from './runs';

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

    app.get(
      '/lottery/runs',
      {
        schema: {
          summary: "Lists a day's lottery runs of the group, or without a day the caller's last draws",
          operationId: 'listLotteryRuns',
          querystring: lotteryRunsQuerySchema,
          response: { 200: lotteryRunsResponseSchema },
        },
      },
      async (request) => ({ runs: await listRuns(database.db, contextOf(request), request.query.day, request.language) }),
    );

    app.get(
      '/lottery/runs/:id',
      {
        schema: {
          summary: "A lottery run as published to its group: commitment, seed, pseudonymised input and result, the caller's draw",
          operationId: 'getLotteryRun',
          params: idParamsSchema,
          response: { 200: lotteryRunSchema },
        },
      },
      async (request) => getRun(database.db, contextOf(request), request.params.id, request.language),
    );
  };
