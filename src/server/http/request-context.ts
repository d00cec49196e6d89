import type { FastifyInstance } from 'fastify';
import type { Language } from '../../contract/limits';
import type { GroupRow } from '../features/groups/repository';
import type { SessionUser } from '../features/users/repository';
import { languageFromHeader } from '../i18n/translator';

export interface AuthContext {
  userId: number;
  groupId: number;
}

/** Who is asking, loaded once per request by `authenticate`. */
export interface RequestContext {
  auth: AuthContext;
  user: SessionUser;
  group: GroupRow;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Language of messages in the response: the Accept-Language header's, else German. */
    language: Language;
    /** Set by the `authenticate` pre-handler on private routes. */
    context: RequestContext | null;
  }
}

export function registerRequestContext(app: FastifyInstance) {
  app.decorateRequest('language', 'de');
  app.decorateRequest('context', null);
  app.decorateRequest('pendingCaller', null);
  app.addHook('onRequest', async (request) => {
    request.language = languageFromHeader(request.headers['accept-language']);
  });
}
