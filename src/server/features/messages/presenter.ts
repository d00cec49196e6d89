import type { Message } from '../../../contract/messages';
import type { Reader } from './render';
import { linkIdOf, renderNotification } from './render';
import type { MessageRow } from './repository';

/** A message as the history shows it: written from its type and payload in the reader's language now. */
export function presentMessage(row: MessageRow, reader: Reader): Message {
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
  };
}
