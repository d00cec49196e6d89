import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../deps';
import type { SessionClaims } from './access-token';
import { loadSession, type Session } from '../features/users/session';
import { AppError, forbidden, unauthorized } from './errors';
import { FEATURE_OFF_MESSAGE, groupHas, hasRole, type GroupFeature, type Role } from './policies';
import type { AuthContext, RequestContext } from './request-context';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The claims of the request's bearer token, checked (signature, expiry, session id) but not yet against the database:
 * else 401. A route that reads the session in its own statement (GET ego) starts here; every other starts with
 * `authenticate`.
 */
export async function bearerClaims(tokens: AppDeps['tokens'], request: FastifyRequest): Promise<SessionClaims> {
  const header = request.headers.authorization;
  const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
  const claims = token ? await tokens.verify(token) : null;
  if (!claims || !UUID.test(claims.sessionId)) throw unauthorized();
  return claims;
}

/**
 * First hook of private routes (before validation, so a stranger learns nothing from error details): a valid bearer
 * token of a live session, else 401; with a role, a caller without it gets 403, and so does a caller whose group has the
 * route's capability switched off. Loads the user and group once into `request.context`.
 *
 * A route with `config: { sessionInStatement: true }` checks the token here but the session in its own first statement
 * (one round trip less on a hot path): it gets a `PendingCaller` instead, whose `admit` applies the same rules. Should
 * the request fail before the route ran that statement (its body invalid, say), the error handler asks `refusal` first,
 * so a dead session still gets 401 before any 422.
 */
export function authenticate(
  { tokens, database }: Pick<AppDeps, 'tokens' | 'database'>,
  policy: { role?: Role; feature?: GroupFeature } = {},
) {
  return async (request: FastifyRequest) => {
    const claims = await bearerClaims(tokens, request);
    const admit = (session: Session | null): RequestContext => {
      if (!session) throw unauthorized();
      if (policy.role && !hasRole(session.user, policy.role)) throw forbidden();
      if (policy.feature && !groupHas(session.group, policy.feature)) throw new AppError('forbidden', FEATURE_OFF_MESSAGE[policy.feature]);
      return { auth: { userId: claims.userId, groupId: claims.groupId }, ...session };
    };
    if (!request.routeOptions.config.sessionInStatement) {
      request.context = admit(await loadSession(database, claims));
      return;
    }
    let checked = false;
    request.pendingCaller = {
      claims,
      admit: (session) => {
        checked = true;
        return admit(session);
      },
      writtenUnderSession: (featureChecked) => {
        if (policy.role || (policy.feature && policy.feature !== featureChecked)) {
          throw new Error(
            "a route with role or capability rules must admit its caller, unless its statement checked the group's capability",
          );
        }
        checked = true;
      },
      refusal: async () => {
        if (checked) return null;
        checked = true;
        try {
          admit(await loadSession(database, claims));
          return null;
        } catch (error) {
          if (error instanceof AppError) return error;
          throw error;
        }
      },
    };
  };
}

/** A caller whose token is valid, not yet checked against the database: the route's statement loads the session too. */
export interface PendingCaller {
  claims: SessionClaims;
  /** The caller's context for the session the statement found (none: 401), under the route's role and capability rules. */
  admit(session: Session | null): RequestContext;
  /**
   * The route's statement wrote only if the session was live, and it wrote or the database refused the write: the
   * session needs no statement of its own, nor its user and group read, to answer. Only on a route without a role rule,
   * and with a capability rule only when the statement wrote only if the group has that capability (`featureChecked`).
   */
  writtenUnderSession(featureChecked?: GroupFeature): void;
  /** For a request that failed before `admit`: the 401 or 403 its session gets, checked in a statement of its own. */
  refusal(): Promise<AppError | null>;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route loads the session in its own first statement (`pendingCallerOf`), not in `authenticate`. */
    sessionInStatement?: boolean;
  }
  interface FastifyRequest {
    /** Set by `authenticate` on a route with `sessionInStatement`. */
    pendingCaller: PendingCaller | null;
  }
}

/** The caller of a route with `sessionInStatement`. */
export function pendingCallerOf(request: FastifyRequest): PendingCaller {
  if (!request.pendingCaller) throw unauthorized();
  return request.pendingCaller;
}

/** The caller of a route behind `authenticate`. */
export function contextOf(request: FastifyRequest): RequestContext {
  if (!request.context) throw unauthorized();
  return request.context;
}

export const authOf = (request: FastifyRequest): AuthContext => contextOf(request).auth;
