import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  absenceParamsSchema,
  absenceRemovedSchema,
  absenceSavedSchema,
  absencesResponseSchema,
  createAbsenceBodySchema,
  updateAbsenceBodySchema,
} from '../../../contract/absences';
import type { AppDeps } from '../../deps';
import { authenticate, contextOf } from '../../http/authenticate';
import { createAbsence } from './create-absence';
import { removeAbsence } from './delete-absence';
import { listAbsences } from './list-absences';
import { changeAbsence } from './update-absence';

/** A fixed-desk owner's absences: their desk is shared on those days (403 for users without a fixed desk). */
export const absenceRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { database, clock } = deps;
    app.addHook('onRequest', authenticate(deps));

    app.get(
      '/absences',
      {
        schema: {
          summary: "The caller's absences that have not ended, soonest first",
          operationId: 'listAbsences',
          response: { 200: absencesResponseSchema },
        },
      },
      async (request) => ({ absences: await listAbsences(database.db, contextOf(request), clock.now()) }),
    );

    app.post(
      '/absences',
      {
        schema: {
          summary: "Enter an absence: the caller's fixed desk is shared on its days",
          operationId: 'createAbsence',
          body: createAbsenceBodySchema,
          response: { 201: absenceSavedSchema },
        },
      },
      async (request, reply) => reply.code(201).send(await createAbsence(database, contextOf(request), request.body, clock.now())),
    );

    app.patch(
      '/absences/:id',
      {
        schema: {
          summary: 'Change an absence: new days are shared, days no longer covered taken back unless a colleague booked them',
          operationId: 'updateAbsence',
          params: absenceParamsSchema,
          body: updateAbsenceBodySchema,
          response: { 200: absenceSavedSchema },
        },
      },
      async (request) => changeAbsence(database, contextOf(request), request.params.id, request.body, clock.now()),
    );

    app.delete(
      '/absences/:id',
      {
        schema: {
          summary: 'Remove an absence: its days are taken back unless a colleague booked them (the owner is told)',
          operationId: 'deleteAbsence',
          params: absenceParamsSchema,
          response: { 200: absenceRemovedSchema },
        },
      },
      async (request) => removeAbsence(database, contextOf(request), request.params.id, clock.now()),
    );
  };
