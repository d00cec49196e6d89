import { and, inArray, isNull, sql } from 'drizzle-orm';
import type { ReadMessagesBody } from '../../../contract/messages';
import type { Database } from '../../db/client';
import { messages } from '../../db/schema';
import type { AuthContext } from '../../http/request-context';
import { countUnread, ownMessages } from './repository';

/** Marks the given messages of the caller read (others' ids match nothing), or all of them; answers what stays unread. */
export function readMessages(database: Database, auth: AuthContext, body: ReadMessagesBody): Promise<number> {
  return database.db.transaction(async (tx) => {
    const chosen = 'ids' in body ? and(ownMessages(auth), inArray(messages.id, body.ids)) : ownMessages(auth);
    await tx
      .update(messages)
      .set({ readAt: sql`now()` })
      .where(and(chosen, isNull(messages.readAt)));
    return countUnread(tx, auth);
  });
}
