import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { egoResponseSchema } from '../../../contract/ego';
import type { AppDeps } from '../../deps';
import { authenticate, authOf } from '../../http/authenticate';
import { unauthorized } from '../../http/errors';
import { findGroup, groupSlots } from '../groups/repository';
import { findUser, userSubscriptions } from '../users/repository';
import { presentEgo } from './presenter';
import { userToday } from './today';
import { myRequests } from '../lottery/requests';

export const egoRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/ego',
      { preHandler: authenticate(deps.tokens), schema: { response: { 200: egoResponseSchema } } },
      async (request) => {
        const { groupId, userId } = authOf(request);
        const q = deps.database.db;
        const [user, group, slotRows, subscriptionRows] = await Promise.all([
          findUser(q, groupId, userId),
          findGroup(q, groupId),
          groupSlots(q, groupId),
          userSubscriptions(q, groupId, userId),
        ]);
        // The account was deleted while the token was still valid.
        if (!user || !group) throw unauthorized();
        const [today, [nearestRequest]] = await Promise.all([
          userToday(deps.database, { groupId, userId }, group.timeZone),
          myRequests(deps.database, { groupId, userId }, request.language, group),
        ]);
        return presentEgo(user, group, slotRows, subscriptionRows, today, nearestRequest ?? null);
      },
    );
  };
