import { currentScope, runInScope } from '../request-scope';

/**
 * The address users reach the app at (PUBLIC_URL), for links in mails written deep inside a use case (a waiting-list
 * offer made when someone else cancels). Set for every request (`registerRequestScope`) and around the ticker's jobs;
 * unset elsewhere (then mails carry no link and name the screen instead).
 */
export const currentPublicUrl = (): string | undefined => currentScope()?.publicUrl;

export const withPublicUrl = <T>(publicUrl: string, work: () => T): T => runInScope(publicUrl, work);
