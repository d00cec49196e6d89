import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { groupSchema } from '../../../contract/group';
import { parkingLinkBodySchema } from '../../../contract/parking';
import type { AppDeps } from '../../deps';
import { authenticate, contextOf } from '../../http/authenticate';
import { groupSlots } from '../groups/repository';
import { presentGroup } from '../groups/presenter';
import { setParkingLink } from './set-link';

/** The group's external parking portal, for group admins. */
export const parkingAdminRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { database } = deps;
    app.addHook('onRequest', authenticate(deps, { role: 'admin' }));

    app.put(
      '/admin/group/parking_link',
      {
        schema: {
          operationId: 'setParkingLink',
          summary: "Set or remove the group's external parking link (https)",
          body: parkingLinkBodySchema,
          response: { 200: groupSchema },
        },
      },
      async (request) => {
        const { auth } = contextOf(request);
        const group = await database.db.transaction((tx) => setParkingLink(tx, auth, request.body));
        return presentGroup(group, await groupSlots(database.db, auth.groupId));
      },
    );
  };
