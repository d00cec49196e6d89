import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** How many times mail or push had been queued in this process when the request came in. */
    outboxQueuedBefore: number;
  }
}

/** How many times mail or push entered the outbox in this process. */
let queuedCount = 0;

/**
 * How long after a response that queued mail or push the delivery starts. The responses that queue more meanwhile join
 * that run, so under load its fan-out takes many messages in one statement instead of one statement per request.
 */
export const DELIVERY_DELAY_MS = 50;

/** Called where mail or push enters the outbox: a request during which that happened delivers once its response is out. */
export function markOutboxQueued(): void {
  queuedCount++;
}

/**
 * Delivers mail and push shortly (`DELIVERY_DELAY_MS`) after the response of a request during which some were queued
 * — that is, after the transaction of a request that queued them committed — instead of waiting for the next tick. A
 * request that ran beside the one that queued delivers too: that run finds what has committed, and the queuing
 * request's own response starts another. What jobs queue outside requests leaves with the ticker.
 */
export function registerOutboxDelivery(app: FastifyInstance, deliver: () => void): void {
  let due: NodeJS.Timeout | undefined;
  app.decorateRequest('outboxQueuedBefore', 0);
  app.addHook('onRequest', (request, _reply, done) => {
    request.outboxQueuedBefore = queuedCount;
    done();
  });
  app.addHook('onResponse', (request, _reply, done) => {
    if (queuedCount !== request.outboxQueuedBefore && !due) {
      due = setTimeout(() => {
        due = undefined;
        deliver();
      }, DELIVERY_DELAY_MS);
    }
    done();
  });
  app.addHook('onClose', (_app, done) => {
    clearTimeout(due);
    done();
  });
}
