import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../../../contract/ids';
import {
  seriesBodySchema,
  seriesListResponseSchema,
  seriesPreviewResponseSchema,
  seriesResponseSchema,
  seriesWriteResponseSchema,
} from '../../../contract/series';
import type { AppDeps } from '../../deps';
import { authenticate, contextOf } from '../../http/authenticate';
import { AppError } from '../../http/errors';
import { groupHas } from '../../http/policies';
import { cancelSeries } from './cancel-series';
import { createSeries } from './create-series';
import { mySeries, oneSeries } from './list-series';
import { previewSeries } from './preview-series';
import { previewSeriesChange } from './preview-series-change';
import { updateSeries } from './update-series';

/** Repeating bookings of desks, rooms and bookables: preview, book, list, change and cancel from today on. */
export const seriesRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { database, clock } = deps;
    app.addHook('onRequest', authenticate(deps));
    // A room series needs the group's conference rooms, decided before validation as the room routes' policy does.
    app.addHook('preValidation', async (request) => {
      const body = request.body as { kind?: unknown } | undefined;
      if (body?.kind === 'room' && !groupHas(contextOf(request).group, 'conference_rooms')) {
        throw new AppError('forbidden', 'errors.feature_off.conference_rooms');
      }
    });

    app.post(
      '/series/preview',
      {
        schema: {
          summary: 'Show every occurrence of a series and whether it would be booked; nothing is written',
          operationId: 'previewSeries',
          body: seriesBodySchema,
          response: { 200: seriesPreviewResponseSchema },
        },
      },
      async (request) => previewSeries(database, contextOf(request), request.body, clock.now()),
    );

    app.post(
      '/series',
      {
        schema: {
          summary: 'Book a series: every free occurrence in one transaction (conflicts only with confirm)',
          operationId: 'createSeries',
          body: seriesBodySchema,
          response: { 201: seriesWriteResponseSchema },
        },
      },
      async (request, reply) => reply.code(201).send(await createSeries(database, contextOf(request), request.body, clock.now())),
    );

    app.get(
      '/series',
      {
        schema: {
          summary: "The reader's series that still have an occurrence ahead, with their occurrences",
          operationId: 'listSeries',
          response: { 200: seriesListResponseSchema },
        },
      },
      async (request) => ({ series: await mySeries(database, contextOf(request), clock.now()) }),
    );

    app.get(
      '/series/:id',
      {
        schema: {
          summary: 'One own series with its occurrences',
          operationId: 'getSeries',
          params: idParamsSchema,
          response: { 200: seriesResponseSchema },
        },
      },
      async (request) => ({ series: await oneSeries(database, contextOf(request), request.params.id, clock.now()) }),
    );

    app.put(
      '/series/:id',
      {
        schema: {
          summary: 'Change an own series from now on: future occurrences are re-booked with the new rule',
          operationId: 'updateSeries',
          params: idParamsSchema,
          body: seriesBodySchema,
          response: { 200: seriesWriteResponseSchema },
        },
      },
      async (request) => updateSeries(database, contextOf(request), request.params.id, request.body, clock.now()),
    );

    app.post(
      '/series/:id/preview',
      {
        schema: {
          summary:
            'Show what changing an own series would do to each occurrence (its own future ones are not conflicts); nothing is written',
          operationId: 'previewSeriesChange',
          params: idParamsSchema,
          body: seriesBodySchema,
          response: { 200: seriesPreviewResponseSchema },
        },
      },
      async (request) => previewSeriesChange(database, contextOf(request), request.params.id, request.body, clock.now()),
    );

    app.delete(
      '/series/:id',
      {
        schema: {
          summary: 'Cancel an own series from today on (past occurrences stay)',
          operationId: 'cancelSeries',
          params: idParamsSchema,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        await cancelSeries(database, contextOf(request), request.params.id, clock.now());
        return reply.code(204).send(null);
      },
    );
  };
