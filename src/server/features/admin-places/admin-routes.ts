import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminAreaSchema,
  adminLocationSchema,
  adminPlacesResponseSchema,
  adminResourceSchema,
  areaBodySchema,
  areaResourcesResponseSchema,
  createResourceBodySchema,
  locationBodySchema,
  resourceServiceBodySchema,
  updateResourceBodySchema,
} from '../../../contract/admin-places';
import { idParamsSchema } from '../../../contract/ids';
import type { AppDeps } from '../../deps';
import { authenticate, contextOf } from '../../http/authenticate';
import { setResourceInService } from '../resources/set-in-service';
import { createArea } from './create-area';
import { createLocation } from './create-location';
import { createResource } from './create-resource';
import { deleteArea } from './delete-area';
import { deleteLocation } from './delete-location';
import { listAreaResources } from './list-area-resources';
import { listPlaces } from './list-places';
import { renameArea } from './rename-area';
import { updateLocation } from './update-location';
import { updateResource } from './update-resource';

/** Locations, areas and every kind of resource, for group admins. Each change is recorded in the audit log. */
export const placesAdminRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { database, clock } = deps;
    app.addHook('onRequest', authenticate(deps, { role: 'admin' }));

    app.get(
      '/admin/places',
      {
        schema: {
          summary: "The group's locations, each with its areas and their resource counts",
          operationId: 'listPlaces',
          response: { 200: adminPlacesResponseSchema },
        },
      },
      async (request) => listPlaces(database.db, contextOf(request).auth.groupId),
    );

    app.post(
      '/admin/locations',
      {
        schema: {
          summary: 'Adds a location',
          operationId: 'createLocation',
          body: locationBodySchema,
          response: { 201: adminLocationSchema },
        },
      },
      async (request, reply) => reply.code(201).send(await createLocation(database, contextOf(request), request.body)),
    );

    app.put(
      '/admin/locations/:id',
      {
        schema: {
          summary: 'Renames a location and sets its address',
          operationId: 'updateLocation',
          params: idParamsSchema,
          body: locationBodySchema,
          response: { 200: adminLocationSchema },
        },
      },
      async (request) => updateLocation(database, contextOf(request), request.params.id, request.body),
    );

    app.delete(
      '/admin/locations/:id',
      {
        schema: {
          summary: 'Deletes a location without areas (422 while it has any)',
          operationId: 'deleteLocation',
          params: idParamsSchema,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        await deleteLocation(database, contextOf(request), request.params.id);
        return reply.code(204).send(null);
      },
    );

    app.post(
      '/admin/locations/:id/areas',
      {
        schema: {
          summary: 'Adds an area (a floor) to a location',
          operationId: 'createArea',
          params: idParamsSchema,
          body: areaBodySchema,
          response: { 201: adminAreaSchema },
        },
      },
      async (request, reply) => reply.code(201).send(await createArea(database, contextOf(request), request.params.id, request.body)),
    );

    app.put(
      '/admin/areas/:id',
      {
        schema: {
          summary: 'Renames an area',
          operationId: 'renameArea',
          params: idParamsSchema,
          body: areaBodySchema,
          response: { 200: adminAreaSchema },
        },
      },
      async (request) => renameArea(database, contextOf(request), request.params.id, request.body),
    );

    app.delete(
      '/admin/areas/:id',
      {
        schema: {
          summary: 'Deletes an area without resources (422 while it has any, in service or not)',
          operationId: 'deleteArea',
          params: idParamsSchema,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        await deleteArea(database, contextOf(request), request.params.id);
        return reply.code(204).send(null);
      },
    );

    app.get(
      '/admin/areas/:id/resources',
      {
        schema: {
          summary: 'Every resource of an area, of all kinds, in service or not',
          operationId: 'listAreaResources',
          params: idParamsSchema,
          response: { 200: areaResourcesResponseSchema },
        },
      },
      async (request) => listAreaResources(database.db, contextOf(request).auth.groupId, request.params.id),
    );

    app.post(
      '/admin/areas/:id/resources',
      {
        schema: {
          summary: 'Adds a desk, room, bookable or parking space to an area (label unique per area and kind, any case)',
          operationId: 'createResource',
          params: idParamsSchema,
          body: createResourceBodySchema,
          response: { 201: adminResourceSchema },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await createResource(database, contextOf(request), request.params.id, request.body, clock.now())),
    );

    app.put(
      '/admin/resources/:id',
      {
        schema: {
          summary: "Edits a resource's fields of its kind (owner and approvers by e-mail)",
          operationId: 'updateResource',
          params: idParamsSchema,
          body: updateResourceBodySchema,
          response: { 200: adminResourceSchema },
        },
      },
      async (request) => updateResource(database, contextOf(request), request.params.id, request.body, clock.now()),
    );

    app.put(
      '/admin/resources/:id/service',
      {
        schema: {
          summary: 'Takes a resource out of service (its future bookings are cancelled, holders told) or back',
          operationId: 'setResourceInService',
          params: idParamsSchema,
          body: resourceServiceBodySchema,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        await setResourceInService(database, contextOf(request), request.params.id, request.body.active);
        return reply.code(204).send(null);
      },
    );
  };
