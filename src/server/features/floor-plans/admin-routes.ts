import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PLAN_MAX_BYTES, planAreasResponseSchema, planLayoutSchema, positionsBodySchema } from '../../../contract/floor-plans';
import { idParamsSchema } from '../../../contract/ids';
import type { AppDeps } from '../../deps';
import { authenticate, contextOf } from '../../http/authenticate';
import { notFound } from '../../http/errors';
import { placeResources } from './place-resources';
import { readPlanImage } from './plan-image';
import { presentLayout } from './presenter';
import { removePlan } from './remove-plan';
import { areaResources, areasWithPlanFlag, findArea, findPlanMeta } from './repository';
import { uploadPlan } from './upload-plan';

/** Floor plans for group admins: upload, replace or remove an area's plan, and place the area's resources on it. */
export const floorPlanAdminRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { database, clock } = deps;
    app.addHook('onRequest', authenticate(deps, { role: 'admin' }));

    // Plans arrive as the raw file, whatever type the browser names; the content decides (readPlanImage). Bodies up to
    // twice the limit are read so that a plan a little too large gets the field's message, not a bare 413.
    app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: PLAN_MAX_BYTES * 2 }, (_request, body, done) => done(null, body));

    app.get(
      '/admin/plans',
      {
        schema: {
          summary: 'Every area of the group with whether it has a floor plan',
          operationId: 'listPlanAreas',
          response: { 200: planAreasResponseSchema },
        },
      },
      async (request) => ({
        areas: (await areasWithPlanFlag(database.db, contextOf(request).auth.groupId)).map((a) => ({
          area: { id: a.id, name: a.name },
          location: { id: a.locationId, name: a.locationName },
          has_plan: a.hasPlan,
        })),
      }),
    );

    app.get(
      '/admin/areas/:id/plan_layout',
      {
        schema: {
          summary: "An area's floor plan (if any) and its resources in service, placed or not",
          operationId: 'planLayout',
          params: idParamsSchema,
          response: { 200: planLayoutSchema },
        },
      },
      async (request) => {
        const { groupId } = contextOf(request).auth;
        const area = await findArea(database.db, groupId, request.params.id);
        if (!area) throw notFound();
        return presentLayout(area, await findPlanMeta(database.db, groupId, area.id), await areaResources(database.db, groupId, area.id));
      },
    );

    app.put(
      '/admin/areas/:id/plan',
      {
        bodyLimit: PLAN_MAX_BYTES * 2,
        schema: {
          summary: "Uploads or replaces an area's floor plan: the raw SVG (sanitised) or PNG, at most 2 MB",
          operationId: 'uploadPlan',
          params: idParamsSchema,
          response: { 200: planLayoutSchema },
        },
      },
      async (request) => uploadPlan(database, contextOf(request), request.params.id, await readPlanImage(request.body), clock.now()),
    );

    app.delete(
      '/admin/areas/:id/plan',
      {
        schema: {
          summary: "Removes an area's floor plan; its resources are no longer placed",
          operationId: 'removePlan',
          params: idParamsSchema,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        await removePlan(database, contextOf(request), request.params.id);
        return reply.code(204).send(null);
      },
    );

    app.put(
      '/admin/areas/:id/positions',
      {
        schema: {
          summary: "Places resources of the area on its plan, in percent of the plan's width and height",
          operationId: 'placeResources',
          params: idParamsSchema,
          body: positionsBodySchema,
          response: { 200: planLayoutSchema },
        },
      },
      async (request) => placeResources(database, contextOf(request), request.params.id, request.body),
    );
  };
