import type { Message } from '../../../contract/messages';
import type { Reader } from './render';
import { linkIdOf, offerIdOf, renderNotification } from './render';
import type { MessageRow } from './repository';

/**
 * A message as the history shows it: written from its type and payload in the reader's language now. An offer's
 * message carries its id only while `openOffers` says it can still be answered.
 */
export function presentMessage(row: MessageRow, reader: Reader, openOffers: ReadonlySet<number> = new Set()): Message {
  const rendered = renderNotification(row.type, row.payload, reader);
  return {
    id: row.id,
    type: row.type,
    title: rendered.title,
    text: rendered.text,
    created_at: row.createdAt.toISOString(),
    read: row.readAt !== null,
    path: rendered.path,
    link_id: linkIdOf(row.type, row.payload),
    offer_id: ((id) => (id !== null && openOffers.has(id) ? id : null))(offerIdOf(row.type, row.payload)),
  };
}
