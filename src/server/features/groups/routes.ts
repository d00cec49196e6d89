import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createGroupBodySchema, createGroupResponseSchema } from '../../../contract/create-group';
import { groupByCodeSchema } from '../../../contract/group';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/errors';
import { authRateLimit } from '../../http/rate-limit';
import { startSession } from '../auth/start-session';
import { createGroup } from './create-group';
import { presentGroupByCode } from './presenter';
import { findGroupByCode } from './repository';
import { PUBLIC } from '../../http/openapi-security';

/** Public: a company creates its group; the registration form shows the group's name and password policy for a code. */
export const groupRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { database, config } = deps;

    app.post(
      '/groups',
      {
        config: authRateLimit(config.authRateLimitMax),
        schema: {
          summary: 'Creates a group with its first admin (signed in, like login) and answers its first group code',
          operationId: 'createGroup',
          security: PUBLIC,
          body: createGroupBodySchema,
          response: { 201: createGroupResponseSchema },
        },
      },
      async (request, reply) => {
        const { admin, code } = await createGroup(database, request.body, request.language);
        const session = await startSession(deps, reply, { groupId: admin.groupId, userId: admin.id });
        return reply.code(201).send({ ...session, group_code: code });
      },
    );

    app.get(
      '/groups/by_code/:code',
      {
        config: authRateLimit(config.authRateLimitMax * 6),
        schema: {
          summary: "A group code's group: name, colours and sign-in options, for registration",
          operationId: 'groupByCode',
          security: PUBLIC,
          params: z.object({ code: z.string().min(1).max(64) }),
          response: { 200: groupByCodeSchema },
        },
      },
      async (request) => {
        const group = await findGroupByCode(database.db, request.params.code);
        if (!group) throw new AppError('not_found', 'validation.group_code_unknown');
        return presentGroupByCode(group);
      },
    );
  };
