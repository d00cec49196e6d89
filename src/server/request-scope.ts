import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';

/** What a request carries through its asynchronous calls: the statements it sent to the database so far. */
export interface RequestScope {
  roundTrips: number;
}

const storage = new AsyncLocalStorage<RequestScope>();

/** The scope of the request this code runs for, if any (none where the app counts no round trips). */
export const currentScope = (): RequestScope | undefined => storage.getStore();

/**
 * Every request's remaining hooks and handler run in a scope of its own. Only where Server-Timing is on
 * (`config.serverTiming`): once an AsyncLocalStorage is entered, Node 20 runs an async hook for every promise of the
 * process, which cost about an eighth of GET ego's server CPU.
 */
export function registerRequestScope(app: FastifyInstance): void {
  // A callback hook, so that the rest of the request's hooks and its handler run inside the scope.
  app.addHook('onRequest', (_request, _reply, done) => {
    storage.run({ roundTrips: 0 }, done);
  });
}
