import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';

interface RequestMail {
  queued: boolean;
}

const scope = new AsyncLocalStorage<RequestMail>();
const byRequest = new WeakMap<FastifyRequest, RequestMail>();

/** Called where mail enters the outbox: the request that queued it delivers it once its response is out. */
export function markMailQueued(): void {
  const store = scope.getStore();
  if (store) store.queued = true;
}

/**
 * Delivers a request's mail right after the response — that is, after its transaction committed — instead
 * of waiting for the next tick. Mail queued outside a request (jobs) leaves with the ticker as before.
 */
export function registerOutboxDelivery(app: FastifyInstance, deliver: () => void): void {
  app.addHook('onRequest', (request, _reply, done) => {
    const store: RequestMail = { queued: false };
    byRequest.set(request, store);
    scope.run(store, done);
  });
  app.addHook('onResponse', async (request) => {
    if (byRequest.get(request)?.queued) deliver();
  });
}
