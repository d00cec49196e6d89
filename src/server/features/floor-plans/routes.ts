import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { planImageQuerySchema, planMarkersQuerySchema, planMarkersResponseSchema } from '../../../contract/floor-plans';
import { idParamsSchema } from '../../../contract/ids';
import type { AppDeps } from '../../deps';
import { authenticate, contextOf } from '../../http/authenticate';
import { notFound } from '../../http/errors';
import { planMarkersFor } from './plan-markers';
import { planVersion } from './presenter';
import { findPlan } from './repository';

/**
 * The policy a plan image is served with: nothing it names may load or run, even when opened on its own as a
 * document (the SVG is sanitised on upload; this is the second line).
 */
export const PLAN_IMAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox";

/** Floor plans for every member: the image of an area's plan, and the markers the day views draw on it. */
export const floorPlanRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { database } = deps;
    app.addHook('onRequest', authenticate(deps));

    app.get(
      '/areas/:id/plan',
      {
        schema: {
          summary: "An area's floor plan image (SVG or PNG), revalidated by ETag",
          operationId: 'planImage',
          params: idParamsSchema,
          querystring: planImageQuerySchema,
        },
      },
      async (request, reply) => {
        const plan = await findPlan(database.db, contextOf(request).auth.groupId, request.params.id);
        if (!plan) throw notFound();
        const etag = `"${plan.areaId}-${planVersion(plan.updatedAt)}"`;
        reply
          .header('content-security-policy', PLAN_IMAGE_CSP)
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'private, no-cache')
          .header('etag', etag);
        if (request.headers['if-none-match'] === etag) return reply.code(304).send();
        return reply.type(plan.mediaType).send(plan.content);
      },
    );

    app.get(
      '/plan_markers',
      {
        schema: {
          summary: "The areas with a plan and placed resources of a kind, each marker's state for the caller (free, taken, mine, team)",
          operationId: 'planMarkers',
          querystring: planMarkersQuerySchema,
          response: { 200: planMarkersResponseSchema },
        },
      },
      async (request) => planMarkersFor(database, contextOf(request), request.query),
    );
  };
