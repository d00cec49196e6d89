import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deleteDeviceBodySchema, deviceBodySchema, webPushKeyResponseSchema } from '../../../contract/messages';
import type { AppDeps } from '../../deps';
import { authenticate, authOf } from '../../http/authenticate';
import { forgetDevice, registerDevice } from './register-device';

/** Push devices (spec §7): apps register their FCM token, browsers their Web Push subscription. */
export const deviceRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { database, webPushKeys } = deps;
    app.addHook('onRequest', authenticate(deps));

    app.post(
      '/device',
      {
        schema: {
          summary: "Register the caller's device for push: an app's FCM token or a browser's push subscription",
          operationId: 'registerDevice',
          body: deviceBodySchema,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        await registerDevice(database, authOf(request), request.body);
        return reply.code(204).send(null);
      },
    );

    app.delete(
      '/device',
      {
        schema: {
          summary: "Forget one of the caller's push devices",
          operationId: 'forgetDevice',
          body: deleteDeviceBodySchema,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        await forgetDevice(database, authOf(request), request.body.token);
        return reply.code(204).send(null);
      },
    );

    app.get(
      '/device/web_push_key',
      {
        schema: {
          summary: "The server's VAPID public key, which a browser subscribes to push with",
          operationId: 'webPushKey',
          response: { 200: webPushKeyResponseSchema },
        },
      },
      async (request) => ({ public_key: (await webPushKeys(database.db, authOf(request).groupId)).publicKey }),
    );
  };
