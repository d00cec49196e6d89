import type { Database } from '../../db/client';
import type { RequestContext } from '../../http/request-context';
import { linkNotFound } from './errors';
import { deleteLink, lockLinkOf } from './repository';

/** Either side removes a link, open or accepted. */
export async function removeLink(database: Database, { auth }: RequestContext, linkId: number): Promise<void> {
  await database.db.transaction(async (tx) => {
    const link = await lockLinkOf(tx, auth, linkId, 'either');
    if (!link) throw linkNotFound();
    await deleteLink(tx, link);
  });
}
