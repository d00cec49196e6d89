import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../../../contract/ids';
import type { AppDeps } from '../../deps';
import { authenticate, contextOf } from '../../http/authenticate';
import { assignDeskOwner } from './assign-owner';
import { setResourceInService } from '../resources/set-in-service';

const deskParams = idParamsSchema;

/** Desk administration, for group admins. */
export const deskAdminRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', authenticate(deps, { role: 'admin' }));

    /** Takes a desk out of service (or back); future bookings of a removed desk are cancelled and their holders told. */
    app.put(
      '/admin/desks/:id',
      {
        schema: {
          summary: 'Takes a desk out of service (its future bookings are cancelled, holders told) or back',
          operationId: 'setDeskInService',
          params: deskParams,
          body: z.object({ active: z.boolean() }),
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        await setResourceInService(deps.database, contextOf(request), request.params.id, request.body.active, 'desk');
        return reply.code(204).send(null);
      },
    );

    /** Assigns a fixed desk to a user (or frees it); the owner's calendar follows at once. */
    app.put(
      '/admin/desks/:id/owner',
      {
        schema: {
          summary: "Makes the desk the fixed desk of the user with this e-mail, or nobody's",
          operationId: 'assignDeskOwner',
          params: deskParams,
          body: z.object({ email: z.string().trim().toLowerCase().max(254).nullable() }),
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        await assignDeskOwner(deps.database, contextOf(request), request.params.id, request.body.email, deps.clock.now());
        return reply.code(204).send(null);
      },
    );
  };
