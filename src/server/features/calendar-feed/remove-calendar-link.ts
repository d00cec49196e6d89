import type { Database } from '../../db/client';
import type { RequestContext } from '../../http/request-context';
import { deleteCalendarLink } from './repository';

/** Switches the caller's feed off: its URL answers 404 from now on. Harmless when there is none. */
export async function removeCalendarLink(database: Database, { auth }: RequestContext): Promise<void> {
  await database.db.transaction((tx) => deleteCalendarLink(tx, auth.groupId, auth.userId));
}
