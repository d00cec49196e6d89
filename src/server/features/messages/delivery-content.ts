import { sql } from 'drizzle-orm';
import type { Language } from '../../../contract/limits';
import type { MessageType } from '../../../contract/messages';
import { queryRows, type Queryable } from '../../db/client';
import type { NotificationPayload, OutboxChannel } from '../../db/schema';
import { currentPublicUrl } from '../../http/public-url';
import type { PushMessage } from '../../push/sender';
import { offerIdOf, renderNotification, type Reader } from './render';

/** What one delivery says: a mail's subject and text, or a push's title and its `PushMessage` JSON. */
export interface DeliveryContent {
  subject: string;
  body: string;
}

/** An offer's mail ends with the link to its page (accept with one tap), where the app's address is known. */
function mailLink(type: MessageType, payload: NotificationPayload, path: string): string {
  const base = currentPublicUrl();
  return base && offerIdOf(type, payload) !== null ? `\n\n${base}/#${path}` : '';
}

/** A message as its reader gets it on one channel: the same words as the message history shows. */
function deliveryContent(channel: OutboxChannel, type: MessageType, payload: NotificationPayload, reader: Reader): DeliveryContent {
  const r = renderNotification(type, payload, reader);
  if (channel !== 'MAIL') {
    const push: PushMessage = { title: r.title, body: r.text, path: r.path };
    return { subject: r.title, body: JSON.stringify(push) };
  }
  return { subject: r.title, body: `${r.greeting}\n\n${r.text}${mailLink(type, payload, r.path)}` };
}

/**
 * The delivery of a queued message, written when it is sent (not in the request that queued it), in its reader's
 * language and name as they are then; null when the message or its reader no longer exists.
 */
export async function queuedMessageContent(
  q: Queryable,
  queued: { groupId: number; messageId: number; channel: OutboxChannel },
): Promise<DeliveryContent | null> {
  const [row] = await queryRows<{ type: MessageType; payload: NotificationPayload; first_name: string; language: Language }>(
    q,
    sql`SELECT m.type, m.payload, u.first_name, u.language
        FROM messages m JOIN users u ON u.group_id = m.group_id AND u.id = m.user_id
        WHERE m.group_id = ${queued.groupId} AND m.id = ${queued.messageId}`,
  );
  if (!row) return null;
  return deliveryContent(queued.channel, row.type, row.payload, { firstName: row.first_name, language: row.language });
}
