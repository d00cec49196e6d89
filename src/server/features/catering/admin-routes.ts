import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cateringListQuerySchema, cateringListResponseSchema } from '../../../contract/rooms';
import type { AppDeps } from '../../deps';
import { authenticate, authOf } from '../../http/authenticate';
import { translator } from '../../i18n/translator';
import { cateringList } from './catering-list';
import { cateringCsv } from './csv';

/** The catering a location serves on a day, for group admins: as data and as a CSV download. */
export const cateringAdminRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', authenticate(deps, { role: 'admin', feature: 'conference_rooms' }));

    app.get(
      '/admin/catering',
      {
        schema: {
          summary: "A location's catering list of a day (what, how many, when, for which room)",
          operationId: 'cateringList',
          querystring: cateringListQuerySchema,
          response: { 200: cateringListResponseSchema },
        },
      },
      async (request) => cateringList(deps.database.db, authOf(request).groupId, request.query.location_id, request.query.day),
    );

    app.get(
      '/admin/catering.csv',
      {
        schema: {
          summary: "A location's catering list of a day as a CSV download",
          operationId: 'cateringListCsv',
          querystring: cateringListQuerySchema,
        },
      },
      async (request, reply) => {
        const { location_id: locationId, day } = request.query;
        const list = await cateringList(deps.database.db, authOf(request).groupId, locationId, day);
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="catering-${locationId}-${day}.csv"`)
          .send(cateringCsv(list, translator(request.language)));
      },
    );
  };
