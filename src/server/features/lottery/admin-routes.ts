import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { groupSchema } from '../../../contract/group';
import { lotterySettingsBodySchema, runLotteryBodySchema, runLotteryResponseSchema } from '../../../contract/lottery';
import type { AppDeps } from '../../deps';
import { authenticate, contextOf } from '../../http/authenticate';
import { invalidField } from '../../http/errors';
import { groupSlots } from '../groups/repository';
import { presentGroup } from '../groups/presenter';
import { runLotteryForDay } from './run-for-day';
import { updateLotterySettings } from './settings';

/** Allocation settings and the draw on demand, for group admins. */
export const lotteryAdminRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { database } = deps;
    app.addHook('onRequest', authenticate(deps, { role: 'admin' }));

    app.put(
      '/admin/group/lottery',
      {
        schema: {
          summary: 'Sets the allocation mode and the lottery settings',
          operationId: 'putLotterySettings',
          body: lotterySettingsBodySchema,
          response: { 200: groupSchema },
        },
      },
      async (request) => {
        const { auth } = contextOf(request);
        const group = await database.db.transaction((tx) => updateLotterySettings(tx, auth, request.body));
        return presentGroup(group, await groupSlots(database.db, auth.groupId));
      },
    );

    /** Closes the requests of a day and kind (desks unless named) now and draws (instead of waiting for the cutoff). */
    app.post(
      '/admin/lottery/run',
      {
        schema: {
          summary: "Runs a day's draw now (admin)",
          operationId: 'runLottery',
          body: runLotteryBodySchema,
          response: { 200: runLotteryResponseSchema },
        },
      },
      async (request) => {
        const { group } = contextOf(request);
        if (group.allocationMode !== 'algorithm') throw invalidField('day', 'validation.not_lottery_mode');
        const slots = await groupSlots(database.db, group.id);
        return database.db.transaction((tx) => runLotteryForDay(tx, group, slots, request.body.day, request.body.resource_kind));
      },
    );
  };
