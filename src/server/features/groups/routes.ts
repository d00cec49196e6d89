import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { groupByCodeSchema } from '../../../contract/group';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/errors';
import { authRateLimit } from '../../http/rate-limit';
import { presentGroupByCode } from './presenter';
import { findGroupByCode } from './repository';

/** Public: the registration form shows the group's name and password policy for a code. */
export const groupRoutes =
  ({ database, config }: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/groups/by_code/:code',
      {
        config: authRateLimit(config.authRateLimitMax * 6),
        schema: { params: z.object({ code: z.string().min(1).max(64) }), response: { 200: groupByCodeSchema } },
      },
      async (request) => {
        const group = await findGroupByCode(database.db, request.params.code);
        if (!group) throw new AppError('not_found', 'validation.group_code_unknown');
        return presentGroupByCode(group);
      },
    );
  };
