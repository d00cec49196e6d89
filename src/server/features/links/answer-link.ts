import type { Link } from '../../../contract/team';
import type { Database } from '../../db/client';
import type { RequestContext } from '../../http/request-context';
import { linkNotFound } from './errors';
import { notifyLink } from './notifications';
import { presentLink } from './presenter';
import { acceptLink, deleteLink, findColleague, lockLinkOf } from './repository';

/** The addressee accepts an open request; the requester is told. Anything else is not found. */
export async function acceptLinkRequest(
  database: Database,
  { auth, user, group }: RequestContext,
  linkId: number,
  now: Date,
): Promise<Link> {
  return database.db.transaction(async (tx) => {
    const open = await lockLinkOf(tx, auth, linkId, 'addressee');
    if (!open || open.status !== 'requested') throw linkNotFound();
    const colleague = await findColleague(tx, auth.groupId, open.requesterId);
    if (!colleague) throw linkNotFound();
    const link = await acceptLink(tx, open);
    await notifyLink(tx, link, 'LinkAcceptedNotification', link.requesterId, user);
    return presentLink(tx, group, auth.userId, { link, colleague }, now);
  });
}

/** The addressee declines an open request: it is gone, and the requester may ask again. */
export async function declineLinkRequest(database: Database, { auth }: RequestContext, linkId: number): Promise<void> {
  await database.db.transaction(async (tx) => {
    const open = await lockLinkOf(tx, auth, linkId, 'addressee');
    if (!open || open.status !== 'requested') throw linkNotFound();
    await deleteLink(tx, open);
  });
}
