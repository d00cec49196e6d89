import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { egoResponseSchema, type EgoResponse } from '../../../contract/ego';
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
      async (request, reply) => {
        const claims = await bearerClaims(deps.tokens, request);
        const ego = await loadEgo(deps.database, claims, request.language, deps.clock.now());
        if (!ego) throw unauthorized();
        if ('answer' in ego) return ego.answer;
        // JSON text goes out as it is, past the serializer: where responses are checked, this one is too.
        if (deps.config.responseValidation) egoResponseSchema.parse(JSON.parse(ego.json));
        // The route's type wants the object; Fastify sends a string with a JSON content type as the body, unserialized.
        return reply.type('application/json; charset=utf-8').send(ego.json as unknown as EgoResponse);
      },
    );
  };
