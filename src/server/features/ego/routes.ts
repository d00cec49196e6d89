import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { egoResponseSchema } from '../../../contract/ego';
import type { AppDeps } from '../../deps';
import { unauthorized } from '../../http/errors';
import { bearerClaims } from '../../http/authenticate';
import { loadEgo } from './load-ego';

export const egoRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/ego',
      {
        schema: {
          summary: "The signed-in user's start data: user, group, slots, own desk, lottery status, unread messages, open invitations",
          operationId: 'getEgo',
          response: { 200: egoResponseSchema },
        },
      },
      // No `authenticate` hook: the statement itself checks that the session is live, so the answer is one round trip.
      async (request) => {
        const claims = await bearerClaims(deps.tokens, request);
        const ego = await loadEgo(deps.database, claims, request.language, deps.clock.now());
        if (!ego) throw unauthorized();
        return ego;
      },
    );
  };
