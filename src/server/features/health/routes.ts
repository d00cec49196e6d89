import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { APP_VERSION } from '../../../contract/limits';
import type { AppDeps } from '../../deps';

export const healthRoutes =
  ({ database }: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/health',
      {
        schema: { response: { 200: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']), version: z.string() }) } },
      },
      async () => {
        await database.db.execute(sql`SELECT 1`);
        return { status: 'ok' as const, database: database.kind, version: APP_VERSION };
      },
    );
  };
