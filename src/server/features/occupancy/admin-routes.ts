import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { occupancyQuerySchema, occupancyResponseSchema } from '../../../contract/occupancy';
import type { AppDeps } from '../../deps';
import { authenticate, authOf } from '../../http/authenticate';
import { translator } from '../../i18n/translator';
import { occupancyCsv } from './csv';
import { occupancyReport } from './occupancy-report';
import { presentOccupancy } from './presenter';

/** Occupancy per day, area and location for the group's admins: as data and as a CSV download. */
export const occupancyAdminRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', authenticate(deps, { role: 'admin' }));

    app.get(
      '/admin/occupancy',
      {
        schema: {
          summary: 'Bookings, check-ins, no-shows, auto-releases and lottery demand versus supply per day, area and location',
          operationId: 'occupancyReport',
          querystring: occupancyQuerySchema,
          response: { 200: occupancyResponseSchema },
        },
      },
      async (request) => presentOccupancy(request.query, await occupancyReport(deps.database.db, authOf(request).groupId, request.query)),
    );

    app.get(
      '/admin/occupancy.csv',
      {
        schema: {
          summary: 'The occupancy figures per day as a CSV download (semicolons, UTF-8 with BOM)',
          operationId: 'occupancyReportCsv',
          querystring: occupancyQuerySchema,
        },
      },
      async (request, reply) => {
        const { query } = request;
        const report = presentOccupancy(query, await occupancyReport(deps.database.db, authOf(request).groupId, query));
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="occupancy-${query.from}-${query.to}.csv"`)
          .send(occupancyCsv(report, translator(request.language)));
      },
    );
  };
