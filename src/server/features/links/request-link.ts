import type { Link } from '../../../contract/team';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/pg-errors';
import type { RequestContext } from '../../http/request-context';
import { colleagueNotFound, linkExists, linkToSelf } from './errors';
import { notifyLink } from './notifications';
import { presentLink } from './presenter';
import { acceptLink, findColleague, insertLink, lockPair, type LinkRow } from './repository';

/**
 * Asks a colleague of the group to link up; they get a message. If they already asked the caller, their request
 * is accepted instead (`accepted: true`) and they are told. Any other existing link is a 422; so is the pair's
 * unique index when two requests race.
 */
export async function requestLink(
  database: Database,
  { auth, user, group }: RequestContext,
  colleagueId: number,
  now: Date,
): Promise<{ link: Link; accepted: boolean }> {
  if (colleagueId === auth.userId) throw linkToSelf();
  return database.db.transaction(async (tx) => {
    const colleague = await findColleague(tx, auth.groupId, colleagueId);
    if (!colleague) throw colleagueNotFound();
    const existing = await lockPair(tx, auth.groupId, auth.userId, colleagueId);
    let link: LinkRow;
    let accepted = false;
    if (existing) {
      if (existing.status !== 'requested' || existing.addresseeId !== auth.userId) throw linkExists();
      link = await acceptLink(tx, existing);
      accepted = true;
      await notifyLink(tx, link, 'LinkAcceptedNotification', colleagueId, user);
    } else {
      link = await insertLink(tx, auth.groupId, auth.userId, colleagueId).catch((error: unknown) => {
        throw isUniqueViolation(error) ? linkExists() : error;
      });
      await notifyLink(tx, link, 'LinkRequestNotification', colleagueId, user);
    }
    return { link: await presentLink(tx, group, auth.userId, { link, colleague }, now), accepted };
  });
}
