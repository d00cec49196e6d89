import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../../contract/ids';
import { locationsResponseSchema, qrSheetResponseSchema } from '../../../contract/desk-settings';
import type { AppDeps } from '../../deps';
import { authenticate, authOf } from '../../http/authenticate';
import { groupLocations, qrSheet } from './qr-sheet';

/** Printable check-in codes, for group admins. */
export const checkInAdminRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', authenticate(deps, { role: 'admin' }));

    app.get(
      '/admin/locations',
      {
        schema: {
          summary: 'Locations with their areas and desks, for QR sheets (admin)',
          operationId: 'adminQrLocations',
          response: { 200: locationsResponseSchema },
        },
      },
      async (request) => ({
        locations: await groupLocations(deps.database.db, authOf(request).groupId),
      }),
    );

    app.get(
      '/admin/locations/:id/qr_sheet',
      {
        schema: {
          summary: "A location's printable QR check-in codes (admin)",
          operationId: 'adminQrSheet',
          params: idParamsSchema,
          response: { 200: qrSheetResponseSchema },
        },
      },
      async (request) => qrSheet(deps.database.db, authOf(request).groupId, request.params.id, deps.config.publicUrl),
    );
  };
