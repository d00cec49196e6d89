import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tokenResponseSchema } from '../../../contract/auth';
import {
  acsParamsSchema,
  samlAcsBodySchema,
  ssoCallbackQuerySchema,
  ssoDiscoverQuerySchema,
  ssoDiscoverResponseSchema,
  ssoStartParamsSchema,
  ssoStartQuerySchema,
} from '../../../contract/sso';
import type { AppDeps } from '../../deps';
import { authRateLimit } from '../../http/rate-limit';
import { startSession } from '../auth/start-session';
import { discoverSso } from './discover';
import { SsoFailure } from './errors';
import { redeemOneTimeToken } from './exchange-token';
import { finishOidcSignIn } from './finish-oidc';
import { finishSamlSignIn } from './finish-saml';
import { startSignIn } from './start-sign-in';
import { ssoUrls } from './urls';
import { PUBLIC } from '../../http/openapi-security';

const redirectSchema = { 302: z.null() };

/** Single sign-on: public routes the login page and the identity providers talk to. */
export const ssoRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { database, config, clock } = deps;
    const limited = authRateLimit(config.authRateLimitMax);
    const urls = ssoUrls(config);

    // The IdP posts the SAML response as an HTML form; only this plugin's routes read form bodies.
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });

    /** Sends the browser back to the app: with a one-time token, or to the login page with the reason. */
    const finish = async (log: FastifyBaseLogger, signIn: () => Promise<string>) => {
      try {
        return urls.appAcs(await signIn());
      } catch (error) {
        if (error instanceof SsoFailure) return urls.loginWithError(error.id);
        log.warn({ err: error }, 'single sign-on failed');
        return urls.loginWithError('failed');
      }
    };

    app.get(
      '/auth/sso/discover',
      {
        config: limited,
        schema: {
          summary: 'Whether an e-mail address (its domain) or group code signs in through an identity provider',
          operationId: 'discoverSso',
          security: PUBLIC,
          querystring: ssoDiscoverQuerySchema,
          response: { 200: ssoDiscoverResponseSchema },
        },
      },
      async (request) => discoverSso(database.db, request.query.email_or_code),
    );

    app.get(
      '/auth/sso/callback',
      {
        schema: {
          summary: 'OpenID Connect redirect URI',
          operationId: 'ssoOidcCallback',
          security: PUBLIC,
          querystring: ssoCallbackQuerySchema,
          response: redirectSchema,
        },
      },
      async (request, reply) => reply.redirect(await finish(request.log, () => finishOidcSignIn(deps, request.query)), 302),
    );

    app.post(
      '/auth/sso/saml/acs',
      {
        schema: {
          summary: 'SAML assertion consumer service (HTTP-POST binding)',
          operationId: 'ssoSamlAcs',
          security: PUBLIC,
          body: samlAcsBodySchema,
          response: redirectSchema,
        },
      },
      async (request, reply) => reply.redirect(await finish(request.log, () => finishSamlSignIn(deps, request.body)), 302),
    );

    app.get(
      '/auth/sso/:group_code',
      {
        config: limited,
        schema: {
          summary: "Starts single sign-on: 302 to the group's identity provider",
          operationId: 'startSso',
          security: PUBLIC,
          params: ssoStartParamsSchema,
          querystring: ssoStartQuerySchema,
          response: redirectSchema,
        },
      },
      async (request, reply) => reply.redirect(await startSignIn(deps, request.params.group_code, request.query.provider), 302),
    );

    app.post(
      '/acs/:token',
      {
        config: limited,
        schema: {
          summary: 'Exchanges the one-time token of a single sign-on for a session (like login)',
          operationId: 'exchangeSsoToken',
          security: PUBLIC,
          params: acsParamsSchema,
          response: { 200: tokenResponseSchema },
        },
      },
      async (request, reply) => startSession(deps, reply, await redeemOneTimeToken(database, request.params.token, clock.now())),
    );
  };
