import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../../../contract/ids';
import { createInvitationsBodySchema, roomBookingResponseSchema } from '../../../contract/rooms';
import type { AppDeps } from '../../deps';
import { authenticate, contextOf } from '../../http/authenticate';
import { answerInvitation } from './answer';
import { inviteColleagues } from './invite';
import { removeInvitation } from './remove';

/** Inviting colleagues to a room booking, and their answers. */
export const invitationRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { database, clock } = deps;
    app.addHook('onRequest', authenticate(deps, { feature: 'conference_rooms' }));

    app.post(
      '/invitations',
      {
        schema: {
          summary: 'Invite colleagues of the group to an own room booking (within the room capacity)',
          operationId: 'createInvitations',
          body: createInvitationsBodySchema,
          response: { 201: roomBookingResponseSchema },
        },
      },
      async (request, reply) =>
        reply.code(201).send({ booking: await inviteColleagues(database, contextOf(request), request.body, clock.now()) }),
    );

    for (const [action, status, summary] of [
      ['accept', 'accepted', 'Accept an invitation to a room booking'],
      ['decline', 'declined', 'Decline an invitation to a room booking'],
    ] as const) {
      app.post(
        `/invitations/:id/${action}`,
        {
          schema: {
            summary,
            operationId: `${action}Invitation`,
            params: idParamsSchema,
            response: { 200: roomBookingResponseSchema },
          },
        },
        async (request) => ({
          booking: await answerInvitation(database, contextOf(request), request.params.id, status, clock.now()),
        }),
      );
    }

    app.delete(
      '/invitations/:id',
      {
        schema: {
          summary: 'Take an invitee off an own room booking (they get a calendar cancellation)',
          operationId: 'removeInvitation',
          params: idParamsSchema,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        await removeInvitation(database, contextOf(request), request.params.id, clock.now());
        return reply.code(204).send(null);
      },
    );
  };
