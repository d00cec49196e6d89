import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  deskSettingsSavedSchema,
  deskSettingsSchema,
  oneClickResponseSchema,
  ownDeskDayBodySchema,
  updateDeskSettingsBodySchema,
} from '../../../contract/desk-settings';
import { requestDayProblems } from '../../../domain/time/booking-days';
import { localDayOf } from '../../../domain/time/local-day';
import type { AppDeps } from '../../deps';
import { authenticate, contextOf } from '../../http/authenticate';
import { invalid } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { deskSettings, reclaimOwnDay, releaseOwnDay, saveDeskSettings } from './service';

export const deskSettingsRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { database, clock } = deps;
    app.addHook('onRequest', authenticate(deps));

    /** A day the user may act on: not past, within the group's horizon. */
    const assertBookableDay = ({ group }: RequestContext, day: string) => {
      const problems = requestDayProblems([day], localDayOf(clock.now(), group.timeZone), group.maxAdvanceDays);
      if (problems.length > 0) throw invalid({ day: problems.map(({ key, ...params }) => ({ key, params })) });
    };

    app.get(
      '/settings/desk',
      {
        schema: {
          summary: "The caller's fixed desk: mode and own weekdays",
          operationId: 'getDeskSettings',
          response: { 200: deskSettingsSchema },
        },
      },
      async (request) => deskSettings(database, contextOf(request)),
    );

    app.put(
      '/settings/desk',
      {
        schema: {
          summary: "Changes the fixed desk's mode and own weekdays",
          operationId: 'updateDeskSettings',
          body: updateDeskSettingsBodySchema,
          response: { 200: deskSettingsSavedSchema },
        },
      },
      async (request) => saveDeskSettings(database, contextOf(request), request.body, clock.now()),
    );

    app.post(
      '/desk/release',
      {
        schema: {
          summary: 'Shares the own fixed desk for days, so colleagues can book it',
          operationId: 'releaseOwnDesk',
          body: ownDeskDayBodySchema,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        assertBookableDay(contextOf(request), request.body.day);
        await releaseOwnDay(database, contextOf(request).auth, request.body.day);
        return reply.code(204).send(null);
      },
    );

    app.post(
      '/desk/reclaim',
      {
        schema: {
          summary: 'Takes shared days of the own fixed desk back where nobody booked them',
          operationId: 'reclaimOwnDesk',
          body: ownDeskDayBodySchema,
          response: { 201: oneClickResponseSchema },
        },
      },
      async (request, reply) => {
        assertBookableDay(contextOf(request), request.body.day);
        return reply.code(201).send({ booking: await reclaimOwnDay(database, contextOf(request), request.body.day, clock.now()) });
      },
    );
  };
