import type { FastifyInstance } from 'fastify';

/** When requests last arrived, so that work which can wait leaves a busy moment alone. */
export interface RequestActivity {
  /** Whether a request arrived in the last `withinMs`. */
  busy(withinMs: number): boolean;
}

/**
 * On PGlite requests and jobs share the one connection. A job that can wait (the occupancy roll-up catching up on years
 * of bookings) stops while requests keep coming and goes on at a quiet run, so a busy hour's requests never queue
 * behind it.
 */
export function trackRequestActivity(app: FastifyInstance, now: () => number = () => performance.now()): RequestActivity {
  let lastArrival = Number.NEGATIVE_INFINITY;
  app.addHook('onRequest', async () => {
    lastArrival = now();
  });
  return { busy: (withinMs) => now() - lastArrival < withinMs };
}
