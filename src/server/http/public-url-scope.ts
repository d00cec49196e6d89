import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';

const scope = new AsyncLocalStorage<string>();

/**
 * The address users reach the app at (PUBLIC_URL), for links in mails written deep inside a use case (a waiting-list
 * offer made when someone else cancels). Set for every request and around the ticker's jobs; unset elsewhere (then
 * mails carry no link and name the screen instead).
 */
export const currentPublicUrl = (): string | undefined => scope.getStore();

export const withPublicUrl = <T>(publicUrl: string, work: () => T): T => scope.run(publicUrl.replace(/\/$/, ''), work);

export function registerPublicUrl(app: FastifyInstance, publicUrl: string): void {
  app.addHook('onRequest', (_request, _reply, done) => withPublicUrl(publicUrl, done));
}
