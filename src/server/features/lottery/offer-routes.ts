import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../../contract/ids';
import { waitlistOfferSchema } from '../../../contract/lottery';
import type { AppDeps } from '../../deps';
import { authenticate, contextOf } from '../../http/authenticate';
import { acceptOffer, declineOffer, showOffer } from './answer-offer';

/** Waiting-list offers: the offered person sees one, and accepts or declines it (nobody else sees it). */
export const waitlistOfferRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { database, clock } = deps;
    app.addHook('onRequest', authenticate(deps));

    app.get(
      '/lottery/offers/:id',
      {
        schema: {
          summary: "One of the caller's waiting-list offers: the desk or parking space, until when it is held, its state",
          operationId: 'showWaitlistOffer',
          params: idParamsSchema,
          response: { 200: waitlistOfferSchema },
        },
      },
      async (request) => showOffer(database, contextOf(request), request.params.id, clock.now(), request.language),
    );

    for (const [action, answer, summary] of [
      ['accept', acceptOffer, 'Accept a waiting-list offer before its hold ends: it becomes the won booking'],
      ['decline', declineOffer, 'Decline a waiting-list offer: it passes to the next person on the waiting list'],
    ] as const) {
      app.post(
        `/lottery/offers/:id/${action}`,
        {
          schema: {
            summary,
            operationId: `${action}WaitlistOffer`,
            params: idParamsSchema,
            response: { 200: waitlistOfferSchema },
          },
        },
        async (request) => answer(database, contextOf(request), request.params.id, clock.now(), request.language),
      );
    }
  };
