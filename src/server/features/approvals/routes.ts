import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { approvalsResponseSchema, approveBodySchema, decisionResponseSchema, rejectBodySchema } from '../../../contract/bookables';
import { idParamsSchema } from '../../../contract/ids';
import type { AppDeps } from '../../deps';
import { authenticate, contextOf } from '../../http/authenticate';
import { decideRequest } from './decide-request';
import { listApprovals } from './list-approvals';

/** Deciding requests for requestable bookables: their approvers, and the group's admins. */
export const approvalRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { database, clock } = deps;
    app.addHook('onRequest', authenticate(deps));

    app.get(
      '/approvals',
      {
        schema: {
          summary: 'The waiting requests the reader may decide (their resources; admins: all), oldest start first',
          operationId: 'listApprovals',
          response: { 200: approvalsResponseSchema },
        },
      },
      async (request) => listApprovals(database.db, contextOf(request), clock.now()),
    );

    app.post(
      '/approvals/:id/approve',
      {
        schema: {
          summary: 'Approve a waiting request (or every still-waiting occurrence of its series); overlaps stay waiting',
          operationId: 'approveRequest',
          params: idParamsSchema,
          body: approveBodySchema,
          response: { 200: decisionResponseSchema },
        },
      },
      async (request) =>
        decideRequest(
          database,
          contextOf(request),
          request.params.id,
          { outcome: 'approved', reason: '', series: request.body.series },
          clock.now(),
        ),
    );

    app.post(
      '/approvals/:id/reject',
      {
        schema: {
          summary: 'Reject a waiting request (or every still-waiting occurrence of its series) with a reason for the requester',
          operationId: 'rejectRequest',
          params: idParamsSchema,
          body: rejectBodySchema,
          response: { 200: decisionResponseSchema },
        },
      },
      async (request) =>
        decideRequest(
          database,
          contextOf(request),
          request.params.id,
          { outcome: 'rejected', reason: request.body.reason, series: request.body.series },
          clock.now(),
        ),
    );
  };
