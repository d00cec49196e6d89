import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * What a request (or a job's run) carries through its asynchronous calls: the statements it sent to the database, whether
 * it queued mail or push, and the address users reach the app at. One AsyncLocalStorage for all three: each one more
 * is another context to enter on every request.
 */
export interface RequestScope {
  roundTrips: number;
  outboxQueued: boolean;
  publicUrl: string | undefined;
}

const storage = new AsyncLocalStorage<RequestScope>();
const byRequest = new WeakMap<FastifyRequest, RequestScope>();

const newScope = (publicUrl: string | undefined): RequestScope => ({
  roundTrips: 0,
  outboxQueued: false,
  publicUrl: publicUrl?.replace(/\/$/, ''),
});

/** The scope of the request or job run this code runs for, if any. */
export const currentScope = (): RequestScope | undefined => storage.getStore();

/** Runs `work` (a job's run) in a scope of its own. */
export const runInScope = <T>(publicUrl: string | undefined, work: () => T): T => storage.run(newScope(publicUrl), work);

/** A request's scope after its handler, where the context may be gone (onResponse). */
export const scopeOfRequest = (request: FastifyRequest): RequestScope | undefined => byRequest.get(request);

/** Every request's remaining hooks and handler run in a scope of its own. */
export function registerRequestScope(app: FastifyInstance, publicUrl: string): void {
  // A callback hook, so that the rest of the request's hooks and its handler run inside the scope.
  app.addHook('onRequest', (request, _reply, done) => {
    const scope = newScope(publicUrl);
    byRequest.set(request, scope);
    storage.run(scope, done);
  });
}
