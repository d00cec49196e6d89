import type { CalendarLinkCreated } from '../../../contract/calendar-feed';
import type { Database } from '../../db/client';
import type { RequestContext } from '../../http/request-context';
import { hashSecret } from '../auth/opaque-token';
import { feedUrls, newFeedToken } from './feed-token';
import { saveCalendarLink } from './repository';

/** Makes the caller's feed link, or renews it: the previous URL answers 404 from now on. The URL is shown only now. */
export async function createCalendarLink(
  database: Database,
  { auth }: RequestContext,
  publicUrl: string,
  now: Date,
): Promise<CalendarLinkCreated> {
  const token = newFeedToken(auth.groupId, auth.userId);
  const row = await database.db.transaction((tx) => saveCalendarLink(tx, auth.groupId, auth.userId, hashSecret(token.secret), now));
  return { ...feedUrls(publicUrl, token), created_at: row.createdAt.toISOString() };
}
