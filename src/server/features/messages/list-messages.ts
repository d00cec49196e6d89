import type { MessagesQuery, MessagesResponse } from '../../../contract/messages';
import type { Database } from '../../db/client';
import type { RequestContext } from '../../http/request-context';
import { presentMessage } from './presenter';
import { offerIdOf } from './render';
import { countUnread, findMessagesPage, openOffersOf } from './repository';

/** A page of the caller's message history (keyset paging by id) with the unread count, read in one snapshot. */
export function listMessages(database: Database, context: RequestContext, query: MessagesQuery, now: Date): Promise<MessagesResponse> {
  return database.db.transaction(async (tx) => {
    const rows = await findMessagesPage(tx, context.auth, query.before, query.limit);
    const page = rows.slice(0, query.limit);
    const last = page.at(-1);
    const offerIds = page.flatMap((row) => offerIdOf(row.type, row.payload) ?? []);
    const open = await openOffersOf(tx, context.auth, offerIds, now);
    return {
      messages: page.map((row) => presentMessage(row, context.user, open)),
      next_before: rows.length > query.limit && last ? last.id : null,
      unread_count: await countUnread(tx, context.auth),
    };
  });
}
