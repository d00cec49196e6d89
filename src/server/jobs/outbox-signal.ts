import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';

interface RequestOutbox {
  queued: boolean;
}

const scope = new AsyncLocalStorage<RequestOutbox>();
const byRequest = new WeakMap<FastifyRequest, RequestOutbox>();

/** Called where mail or push enters the outbox: the request that queued it delivers it once its response is out. */
export function markOutboxQueued(): void {
  const store = scope.getStore();
  if (store) store.queued = true;
}

/**
 * Delivers a request's mail and push right after the response — that is, after its transaction committed — instead
 * of waiting for the next tick. What jobs queue outside a request leaves with the ticker.
 */
export function registerOutboxDelivery(app: FastifyInstance, deliver: () => void): void {
  app.addHook('onRequest', (request, _reply, done) => {
    const store: RequestOutbox = { queued: false };
    byRequest.set(request, store);
    scope.run(store, done);
  });
  app.addHook('onResponse', async (request) => {
    if (byRequest.get(request)?.queued) deliver();
  });
}
