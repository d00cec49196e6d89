import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { APP_VERSION } from '../../../contract/limits';
import type { AppDeps } from '../../deps';
import { PUBLIC } from '../../http/openapi-security';

export const healthRoutes =
  ({ database }: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/health',
      {
        schema: {
          summary: 'Liveness and readiness: the database answers',
          operationId: 'health',
          security: PUBLIC,
          response: { 200: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']), version: z.string() }) },
        },
      },
      async () => {
        await database.db.execute(sql`SELECT 1`);
        return { status: 'ok' as const, database: database.kind, version: APP_VERSION };
      },
    );
  };
