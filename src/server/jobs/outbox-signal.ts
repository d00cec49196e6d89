import type { FastifyInstance } from 'fastify';
import { currentScope, scopeOfRequest } from '../request-scope';

/** Called where mail or push enters the outbox: the request that queued it delivers it once its response is out. */
export function markOutboxQueued(): void {
  const scope = currentScope();
  if (scope) scope.outboxQueued = true;
}

/**
 * Delivers a request's mail and push right after the response — that is, after its transaction committed — instead
 * of waiting for the next tick. What jobs queue outside a request leaves with the ticker.
 */
export function registerOutboxDelivery(app: FastifyInstance, deliver: () => void): void {
  app.addHook('onResponse', async (request) => {
    if (scopeOfRequest(request)?.outboxQueued) deliver();
  });
}
