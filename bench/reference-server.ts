// The stack's ceiling (design.md §6): Fastify + pg answering one indexed query as JSON, nothing else — no auth, no
// session, no ORM. Its own process (as the app server is), started by bench/reference.ts on the bench database:
// DATABASE_URL and PORT (0 picks a free one) from the environment; prints "reference listening on <url>".
import Fastify from 'fastify';
import pg from 'pg';
import { defaultPoolSize } from '../src/server/config';
import { IDLE_CONNECTION_MS } from '../src/server/db/idle-connection';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL is required');
// The app's pool size (DATABASE_POOL_SIZE, else the app's default), and its idle time: with node-postgres's 10 s, the
// pool closed its connections during pgbench's run, and the half-max run began by opening them again (a stall at its
// start in each of four runs, up to 36–179 ms), which the app's pool is spared.
const pool = new pg.Pool({
  connectionString: url,
  max: Number(process.env.DATABASE_POOL_SIZE) || defaultPoolSize(),
  idleTimeoutMillis: IDLE_CONNECTION_MS,
});
pool.on('error', (error) => console.warn('PostgreSQL connection lost:', error.message));

const app = Fastify({ logger: false });

app.get<{ Params: { group: string; id: string } }>(
  '/ref/:group/:id',
  {
    schema: {
      response: {
        200: {
          type: 'object',
          properties: {
            user: {
              type: 'object',
              properties: {
                id: { type: 'integer' },
                email: { type: 'string' },
                first_name: { type: 'string' },
                name: { type: 'string' },
              },
            },
          },
        },
      },
    },
  },
  async (request, reply) => {
    // The primary key (group_id, id): one index lookup.
    const { rows } = await pool.query<{ id: number; email: string; first_name: string; name: string }>(
      'SELECT id, email, first_name, name FROM users WHERE group_id = $1 AND id = $2',
      [Number(request.params.group), Number(request.params.id)],
    );
    const user = rows[0];
    if (!user) return reply.code(404).send({ error: 'not_found' });
    return { user };
  },
);

const address = await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 0) });
console.info(`reference listening on ${address}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app
      .close()
      .then(() => pool.end())
      .finally(() => process.exit(0));
  });
}
