import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messagesQuerySchema, messagesResponseSchema, readMessagesBodySchema, unreadCountResponseSchema } from '../../../contract/messages';
import type { AppDeps } from '../../deps';
import { authenticate, authOf, contextOf } from '../../http/authenticate';
import { listMessages } from './list-messages';
import { readMessages } from './read-messages';
import { countUnread } from './repository';

/** The caller's message history: every notification, written in the reader's language when read. */
export const messageRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { database, clock } = deps;
    app.addHook('onRequest', authenticate(deps));

    app.get(
      '/messages',
      {
        schema: {
          summary: "The caller's messages, newest first, a page at a time (before = the last id seen), with the unread count",
          operationId: 'listMessages',
          querystring: messagesQuerySchema,
          response: { 200: messagesResponseSchema },
        },
      },
      async (request) => listMessages(database, contextOf(request), request.query, clock.now()),
    );

    app.get(
      '/messages/unread_count',
      {
        schema: {
          summary: "How many of the caller's messages are unread (the badge of the messages tab)",
          operationId: 'unreadMessageCount',
          response: { 200: unreadCountResponseSchema },
        },
      },
      async (request) => ({ unread_count: await countUnread(database.db, authOf(request)) }),
    );

    app.post(
      '/messages/read',
      {
        schema: {
          summary: "Mark the caller's messages read: the given ids (others' are ignored) or all",
          operationId: 'readMessages',
          body: readMessagesBodySchema,
          response: { 200: unreadCountResponseSchema },
        },
      },
      async (request) => ({ unread_count: await readMessages(database, authOf(request), request.body) }),
    );
  };
