import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notificationSettingsSchema, updateNotificationSettingsBodySchema } from '../../../contract/messages';
import type { AppDeps } from '../../deps';
import { authenticate, authOf } from '../../http/authenticate';
import { loadNotificationSettings, updateNotificationSettings } from './notifications-settings';

/** Which notifications reach the caller by mail and by push; the history records every one regardless. */
export const notificationSettingsRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { database } = deps;
    app.addHook('onRequest', authenticate(deps));

    app.get(
      '/settings/notifications',
      {
        schema: {
          summary: "The caller's mail and push switches per notification type, and how many push devices they registered",
          operationId: 'notificationSettings',
          response: { 200: notificationSettingsSchema },
        },
      },
      async (request) => loadNotificationSettings(database.db, authOf(request)),
    );

    app.put(
      '/settings/notifications',
      {
        schema: {
          summary: 'Change mail and push switches of some notification types; answers all of them',
          operationId: 'updateNotificationSettings',
          body: updateNotificationSettingsBodySchema,
          response: { 200: notificationSettingsSchema },
        },
      },
      async (request) => updateNotificationSettings(database, authOf(request), request.body),
    );
  };
