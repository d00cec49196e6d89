import type { FastifyInstance } from 'fastify';
import { roundTripsOfRequest } from '../db/round-trips';

/**
 * Every answer says in a Server-Timing header how many statements its request sent to the database (`db;desc="N
 * round trips"`), as the browser's network panel shows it: the hot paths are held to a number of round trips.
 * The count is kept in the request's scope (`registerRequestScope`); both only where `config.serverTiming` is on.
 */
export function registerServerTiming(app: FastifyInstance) {
  app.addHook('onSend', async (_request, reply) => {
    const count = roundTripsOfRequest();
    if (count !== null) reply.header('server-timing', `db;desc="${count} round trip${count === 1 ? '' : 's'}"`);
  });
}
