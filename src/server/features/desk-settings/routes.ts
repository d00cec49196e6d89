import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  deskSettingsSavedSchema,
  deskSettingsSchema,
  oneClickBodySchema,
  oneClickResponseSchema,
  ownDeskDayBodySchema,
  updateDeskSettingsBodySchema,
} from '../../../contract/desk-settings';
import { requestDayProblems } from '../../../domain/time/booking-days';
import { localDayOf } from '../../../domain/time/local-day';
import type { AppDeps } from '../../deps';
import { authenticate, authOf } from '../../http/authenticate';
import { invalid, unauthorized } from '../../http/errors';
import type { AuthContext } from '../../http/request-context';
import { findGroup } from '../groups/repository';
import { oneClickBooking } from '../one-click/one-click';
import { deskSettings, reclaimOwnDay, releaseOwnDay, saveDeskSettings } from './service';

export const deskSettingsRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { database } = deps;
    app.addHook('preHandler', authenticate(deps.tokens));

    /** A day the user may act on: not past, within the group's horizon. */
    const assertBookableDay = async (auth: AuthContext, day: string) => {
      const group = await findGroup(database.db, auth.groupId);
      if (!group) throw unauthorized();
      const problems = requestDayProblems([day], localDayOf(new Date(), group.timeZone), group.maxAdvanceDays);
      if (problems.length > 0) throw invalid({ day: problems.map(({ key, ...params }) => ({ key, params })) });
    };

    app.get('/settings/desk', { schema: { response: { 200: deskSettingsSchema } } }, async (request) => deskSettings(database, authOf(request)));

    app.put(
      '/settings/desk',
      { schema: { body: updateDeskSettingsBodySchema, response: { 200: deskSettingsSavedSchema } } },
      async (request) => saveDeskSettings(database, authOf(request), request.body),
    );

    app.post('/desk/release', { schema: { body: ownDeskDayBodySchema, response: { 204: z.null() } } }, async (request, reply) => {
      await assertBookableDay(authOf(request), request.body.day);
      await releaseOwnDay(database, authOf(request), request.body.day);
      return reply.code(204).send(null);
    });

    app.post('/desk/reclaim', { schema: { body: ownDeskDayBodySchema, response: { 201: oneClickResponseSchema } } }, async (request, reply) => {
      await assertBookableDay(authOf(request), request.body.day);
      return reply.code(201).send({ booking: await reclaimOwnDay(database, authOf(request), request.body.day) });
    });

    app.post(
      '/bookings/one_click',
      { schema: { body: oneClickBodySchema, response: { 200: oneClickResponseSchema, 201: oneClickResponseSchema } } },
      async (request, reply) => {
        const { booking, created } = await oneClickBooking(database, authOf(request), request.body.when);
        return reply.code(created ? 201 : 200).send({ booking });
      },
    );
  };
