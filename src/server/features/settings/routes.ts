import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  changePasswordBodySchema,
  deleteAccountBodySchema,
  passwordChangedResponseSchema,
  settingsResponseSchema,
  updateSettingsBodySchema,
} from '../../../contract/settings';
import type { AppDeps } from '../../deps';
import { authenticate, authOf } from '../../http/authenticate';
import { translator } from '../../i18n/translator';
import { clearRefreshCookie } from '../auth/session-cookie';
import { startSession } from '../auth/start-session';
import { changePassword, currentUser, deleteAccount, presentSettings, updateSettings } from './service';

export const settingsRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { database, config } = deps;
    app.addHook('onRequest', authenticate(deps));

    app.get(
      '/settings',
      {
        schema: { summary: "The caller's profile and preferences", operationId: 'getSettings', response: { 200: settingsResponseSchema } },
      },
      async (request) => presentSettings(await currentUser(database, authOf(request))),
    );

    app.put(
      '/settings',
      {
        schema: {
          summary: "Changes the caller's profile and preferences",
          operationId: 'updateSettings',
          body: updateSettingsBodySchema,
          response: { 200: settingsResponseSchema },
        },
      },
      async (request) => presentSettings(await updateSettings(database, authOf(request), request.body)),
    );

    app.put(
      '/settings/password',
      {
        schema: {
          summary: "Changes the caller's password (the current one is required)",
          operationId: 'changePassword',
          body: changePasswordBodySchema,
          response: { 200: passwordChangedResponseSchema },
        },
      },
      async (request, reply) => {
        const auth = authOf(request);
        await changePassword(database, auth, request.body);
        const { token } = await startSession(deps, reply, auth);
        return { message: translator(request.language)('settings.password_changed'), token };
      },
    );

    app.post(
      '/settings/delete_account',
      {
        schema: {
          summary: "Deletes the caller's account after confirming the password",
          operationId: 'deleteAccount',
          body: deleteAccountBodySchema,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        await deleteAccount(database, authOf(request), request.body.confirmation, request.language);
        clearRefreshCookie(reply, config.cookieSecure);
        return reply.code(204).send(null);
      },
    );
  };
