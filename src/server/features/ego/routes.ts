import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { egoResponseSchema } from '../../../contract/ego';
import type { AppDeps } from '../../deps';
import { authenticate, contextOf } from '../../http/authenticate';
import { approvesAnything } from '../bookables/repository';
import { groupSlots } from '../groups/repository';
import { myRequests } from '../lottery/requests';
import { userSubscriptions } from '../users/repository';
import { presentEgo } from './presenter';
import { userToday } from './today';

export const egoRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/ego',
      {
        onRequest: authenticate(deps),
        schema: {
          summary: "The signed-in user's start data: user, group, slots, own desk, lottery status, unread messages",
          operationId: 'getEgo',
          response: { 200: egoResponseSchema },
        },
      },
      async (request) => {
        const context = contextOf(request);
        const { auth, user, group } = context;
        const now = deps.clock.now();
        const q = deps.database.db;
        const [slotRows, subscriptionRows, today, [nearestRequest], isApprover] = await Promise.all([
          groupSlots(q, auth.groupId),
          userSubscriptions(q, auth.groupId, auth.userId),
          userToday(deps.database, auth, group.timeZone, now),
          myRequests(deps.database, context, request.language, now),
          user.isAdmin ? true : approvesAnything(q, auth.groupId, auth.userId),
        ]);
        return presentEgo(user, group, slotRows, subscriptionRows, today, nearestRequest ?? null, isApprover);
      },
    );
  };
