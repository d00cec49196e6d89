import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  forgotPasswordBodySchema,
  loginBodySchema,
  messageResponseSchema,
  registerBodySchema,
  resetPasswordBodySchema,
  resetPolicyQuerySchema,
  tokenResponseSchema,
} from '../../../contract/auth';
import { groupByCodeSchema } from '../../../contract/group';
import type { AppDeps } from '../../deps';
import { invalidField, unauthorized } from '../../http/errors';
import { translator } from '../../i18n/translator';
import { authRateLimit } from '../../http/rate-limit';
import { presentGroupByCode } from '../groups/presenter';
import { assertPasswordAllowed } from '../sso/assert-password-allowed';
import { findUserByEmail } from '../users/repository';
import { accountLimit } from './account-limit';
import { requestPasswordReset, resetPassword, validResetToken } from './password-reset';
import { burnVerifyTime, verifyPassword } from './passwords';
import { revokeByCookie, rotateRefreshToken } from './refresh-tokens';
import { registerUser } from './register';
import { clearRefreshCookie, REFRESH_COOKIE, setRefreshCookie } from './session-cookie';
import { accessTokenFor, startSession } from './start-session';
import { BY_REFRESH_COOKIE, PUBLIC } from '../../http/openapi-security';

export const authRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { database, config } = deps;
    const limited = authRateLimit(config.authRateLimitMax);
    const perAccount = accountLimit(app.attempts, config);

    app.post(
      '/register',
      {
        config: limited,
        schema: {
          summary: 'Registers with a group code; signs the new user in (access token, refresh cookie)',
          operationId: 'register',
          security: PUBLIC,
          body: registerBodySchema,
          response: { 201: tokenResponseSchema },
        },
      },
      async (request, reply) => {
        const user = await registerUser(database, request.body, request.language);
        const session = await startSession(deps, reply, { groupId: user.groupId, userId: user.id });
        return reply.code(201).send(session);
      },
    );

    app.post(
      '/login',
      {
        config: limited,
        schema: {
          summary: 'Signs in with e-mail and password: access token in the body, refresh token as an httpOnly cookie',
          operationId: 'login',
          security: PUBLIC,
          body: loginBodySchema,
          response: { 200: tokenResponseSchema },
        },
      },
      async (request, reply) => {
        const { email, password } = request.body;
        await perAccount.assertSignInAllowed(email);
        const user = await findUserByEmail(database.db, email);
        await assertPasswordAllowed(database.db, { email, ...(user ? { groupId: user.groupId } : {}) });
        const ok = user ? await verifyPassword(user.passwordHash, password) : await burnVerifyTime(password);
        // A deactivated account is refused like a wrong password: the answer does not tell whether the account exists.
        if (!user || !ok || user.deactivatedAt !== null) {
          await perAccount.signInFailed(email);
          throw invalidField('password', 'validation.login_failed');
        }
        await perAccount.signInSucceeded(email);
        return startSession(deps, reply, { groupId: user.groupId, userId: user.id });
      },
    );

    app.post(
      '/logout',
      {
        schema: {
          summary: 'Signs out: revokes the refresh token and clears its cookie',
          operationId: 'logout',
          security: BY_REFRESH_COOKIE,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        await database.db.transaction((tx) => revokeByCookie(tx, request.cookies[REFRESH_COOKIE]));
        clearRefreshCookie(reply, config.cookieSecure);
        return reply.code(204).send(null);
      },
    );

    app.get(
      '/refresh',
      {
        schema: {
          summary: 'A new access token for the refresh cookie (rotated on every use)',
          operationId: 'refreshToken',
          security: BY_REFRESH_COOKIE,
          response: { 200: tokenResponseSchema },
        },
      },
      async (request, reply) => {
        const result = await database.db.transaction((tx) =>
          rotateRefreshToken(tx, request.cookies[REFRESH_COOKIE], config.refreshTokenTtlDays),
        );
        if (!result.ok) {
          clearRefreshCookie(reply, config.cookieSecure);
          throw unauthorized();
        }
        setRefreshCookie(reply, result.next, config.cookieSecure);
        return { token: await accessTokenFor(deps, { groupId: result.groupId, userId: result.userId, sessionId: result.next.familyId }) };
      },
    );

    app.post(
      '/password/forgot',
      {
        config: limited,
        schema: {
          summary: 'Sends a password reset link (the answer is the same whether the address is known or not)',
          operationId: 'forgotPassword',
          security: PUBLIC,
          body: forgotPasswordBodySchema,
          response: { 200: messageResponseSchema },
        },
      },
      async (request) => {
        await assertPasswordAllowed(database.db, { email: request.body.email });
        await perAccount.countResetMail(request.body.email);
        await requestPasswordReset(database, config, request.body.email, request.language);
        return { message: translator(request.language)('mail.reset_sent') };
      },
    );

    app.get(
      '/password/policy',
      {
        config: limited,
        schema: {
          summary: 'The password rules and helper text of a group (by group code) or the default',
          operationId: 'passwordPolicy',
          security: PUBLIC,
          querystring: resetPolicyQuerySchema,
          response: { 200: groupByCodeSchema },
        },
      },
      async (request) => presentGroupByCode((await validResetToken(database, request.query.token)).group),
    );

    app.post(
      '/password/reset',
      {
        config: limited,
        schema: {
          summary: 'Sets a new password with the token from the reset mail',
          operationId: 'resetPassword',
          security: PUBLIC,
          body: resetPasswordBodySchema,
          response: { 200: messageResponseSchema },
        },
      },
      async (request) => {
        await resetPassword(database, request.body);
        return { message: translator(request.language)('mail.reset_done') };
      },
    );
  };
