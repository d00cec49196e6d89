import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { feedbackBodySchema, feedbackSentSchema } from '../../../contract/feedback';
import type { AppDeps } from '../../deps';
import { authenticate, contextOf } from '../../http/authenticate';
import { sendFeedback } from './send-feedback';

/** Feedback from a user to the group's admins. */
export const feedbackRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', authenticate(deps));

    app.post(
      '/feedback',
      {
        schema: {
          summary: "Send feedback to the group's admins: stored, and each admin gets a message and a mail",
          operationId: 'sendFeedback',
          body: feedbackBodySchema,
          response: { 201: feedbackSentSchema },
        },
      },
      async (request, reply) => reply.code(201).send(await sendFeedback(deps.database, contextOf(request), request.body, deps.clock.now())),
    );
  };
