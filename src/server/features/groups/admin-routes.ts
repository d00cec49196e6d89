import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { addGroupCodeBodySchema, groupCodeParamsSchema, groupCodeSchema, groupCodesResponseSchema } from '../../../contract/create-group';
import type { AppDeps } from '../../deps';
import { authenticate, contextOf } from '../../http/authenticate';
import { addGroupCode } from './add-group-code';
import { presentGroupCode } from './codes-presenter';
import { listGroupCodes } from './codes-repository';
import { retireCode } from './retire-group-code';
import { rotateCode } from './rotate-group-code';

/** The codes colleagues register with, for group admins: list, add, rotate, retire. */
export const groupCodeAdminRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { database, clock } = deps;
    app.addHook('onRequest', authenticate(deps, { role: 'admin' }));

    app.get(
      '/admin/group_codes',
      {
        schema: {
          summary: "The group's codes, active ones first",
          operationId: 'listGroupCodes',
          response: { 200: groupCodesResponseSchema },
        },
      },
      async (request) => ({ group_codes: (await listGroupCodes(database.db, contextOf(request).auth.groupId)).map(presentGroupCode) }),
    );

    app.post(
      '/admin/group_codes',
      {
        schema: {
          summary: 'Adds a code: the given one (upper-cased) or, without one, a generated one',
          operationId: 'addGroupCode',
          body: addGroupCodeBodySchema,
          response: { 201: groupCodeSchema },
        },
      },
      async (request, reply) => reply.code(201).send(presentGroupCode(await addGroupCode(database, contextOf(request), request.body))),
    );

    app.post(
      '/admin/group_codes/:code/rotate',
      {
        schema: {
          summary: 'Retires an active code and answers the generated code that replaces it',
          operationId: 'rotateGroupCode',
          params: groupCodeParamsSchema,
          response: { 201: groupCodeSchema },
        },
      },
      async (request, reply) =>
        reply.code(201).send(presentGroupCode(await rotateCode(database, contextOf(request), request.params.code, clock.now()))),
    );

    app.delete(
      '/admin/group_codes/:code',
      {
        schema: {
          summary: 'Retires an active code; the last active code of the group cannot be retired (422)',
          operationId: 'retireGroupCode',
          params: groupCodeParamsSchema,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        await retireCode(database, contextOf(request), request.params.code, clock.now());
        return reply.code(204).send(null);
      },
    );
  };
