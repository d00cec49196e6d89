import type { FastifyInstance } from 'fastify';
import type { Language } from '../../contract/limits';
import { languageFromHeader } from './i18n';

export interface AuthContext {
  userId: number;
  groupId: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Language of messages in the response: the Accept-Language header's, else German. */
    language: Language;
    /** Set by the `authenticate` pre-handler on private routes. */
    auth: AuthContext | null;
  }
}

export function registerRequestContext(app: FastifyInstance) {
  app.decorateRequest('language', 'de');
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    request.language = languageFromHeader(request.headers['accept-language']);
  });
}
