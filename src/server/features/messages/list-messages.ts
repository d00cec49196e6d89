import type { MessagesQuery, MessagesResponse } from '../../../contract/messages';
import type { Database } from '../../db/client';
import type { RequestContext } from '../../http/request-context';
import { presentMessage } from './presenter';
import { findMessagesPage } from './repository';

/** A page of the caller's message history (keyset paging by id) with the unread count, read in one snapshot. */
export async function listMessages(
  database: Database,
  context: RequestContext,
  query: MessagesQuery,
  now: Date,
): Promise<MessagesResponse> {
  const { rows, unread, openOffers } = await findMessagesPage(database.db, context.auth, query.before, query.limit, now);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    messages: page.map((row) => presentMessage(row, context.user, openOffers)),
    next_before: rows.length > query.limit && last ? last.id : null,
    unread_count: unread,
  };
}
