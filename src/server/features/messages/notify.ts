import type { Channel } from '../../../contract/messages';
import type { Queryable } from '../../db/client';
import {
  messages,
  outbox,
  type BookableMessageType,
  type BookableNotificationPayload,
  type CalendarMethod,
  type DeskMessageType,
  type DeskNotificationPayload,
  type DeskProblemMessageType,
  type DeskProblemNotificationPayload,
  type FeedbackMessageType,
  type FeedbackNotificationPayload,
  type LinkMessageType,
  type LinkNotificationPayload,
  type RoomMessageType,
  type RoomNotificationPayload,
  type SeriesMessageType,
  type SeriesNotificationPayload,
} from '../../db/schema';
import { markOutboxQueued } from '../../jobs/outbox-signal';
import type { UserRow } from '../users/repository';
import { loadRecipients, type Recipients } from './recipients';
import { currentPublicUrl } from '../../http/public-url-scope';
import { offerIdOf, renderNotification } from './render';

/** A calendar object mailed with a notification (Outlook and Google offer accept/decline for it). */
export interface CalendarAttachment {
  method: CalendarMethod;
  ics: string;
}

export interface DeskNotification {
  userId: number;
  type: DeskMessageType;
  payload: DeskNotificationPayload;
}

export interface RoomNotification {
  userId: number;
  type: RoomMessageType;
  payload: RoomNotificationPayload;
  calendar?: CalendarAttachment;
}

export interface BookableNotification {
  userId: number;
  type: BookableMessageType;
  payload: BookableNotificationPayload;
}

export interface SeriesNotification {
  userId: number;
  type: SeriesMessageType;
  payload: SeriesNotificationPayload;
}

export interface LinkNotification {
  userId: number;
  type: LinkMessageType;
  payload: LinkNotificationPayload;
}

export interface FeedbackNotification {
  userId: number;
  type: FeedbackMessageType;
  payload: FeedbackNotificationPayload;
}

export interface DeskProblemNotification {
  userId: number;
  type: DeskProblemMessageType;
  payload: DeskProblemNotificationPayload;
}

export type Notification =
  | DeskNotification
  | RoomNotification
  | BookableNotification
  | SeriesNotification
  | LinkNotification
  | FeedbackNotification
  | DeskProblemNotification;

/** Rows per INSERT, well below PostgreSQL's 65,535 parameters. */
const CHUNK = 2_000;
type OutboxRow = typeof outbox.$inferInsert;

/** An offer's mail ends with the link to its page (accept with one tap), where the app's address is known. */
function mailLink(n: Notification, path: string): string {
  const base = currentPublicUrl();
  return base && offerIdOf(n.type, n.payload) !== null ? `\n\n${base}/#${path}` : '';
}

/** The outbox rows of one notification: its mail and a push per device, as the recipient's switches allow. */
function deliveriesOf(groupId: number, n: Notification, user: UserRow, recipients: Recipients): OutboxRow[] {
  const rendered = renderNotification(n.type, n.payload, user);
  const on = (channel: Channel) => !recipients.switchedOff.has(`${user.id}|${n.type}|${channel}`);
  const rows: OutboxRow[] = [];
  if (on('MAIL')) {
    const calendar = 'calendar' in n ? n.calendar : undefined;
    rows.push({
      groupId,
      channel: 'MAIL',
      recipient: user.email,
      subject: rendered.title,
      body: `${rendered.greeting}\n\n${rendered.text}${mailLink(n, rendered.path)}`,
      calendarMethod: calendar?.method ?? null,
      calendarIcs: calendar?.ics ?? null,
    });
  }
  if (on('GCM')) {
    const push = JSON.stringify({ title: rendered.title, body: rendered.text, path: rendered.path });
    for (const device of recipients.devices.get(user.id) ?? [])
      rows.push({
        groupId,
        channel: device.platform === 'web' ? 'WEBPUSH' : 'GCM',
        recipient: device.token,
        subject: rendered.title,
        body: push,
      });
  }
  return rows;
}

/**
 * Records notifications in the users' message history (always: the history shows everything) and queues their
 * mails and pushes as each user's switches allow, in the caller's transaction: a message exists exactly when the
 * change it reports does. Set-based, so a draw with thousands of outcomes costs a handful of statements.
 */
export async function notifyMany(q: Queryable, groupId: number, notifications: Notification[]): Promise<void> {
  if (notifications.length === 0) return;
  const recipients = await loadRecipients(q, groupId, [...new Set(notifications.map((n) => n.userId))]);
  const delivered = notifications.filter((n) => recipients.users.has(n.userId));
  const deliveries = delivered.flatMap((n) => deliveriesOf(groupId, n, recipients.users.get(n.userId) as UserRow, recipients));
  for (let i = 0; i < delivered.length; i += CHUNK)
    await q
      .insert(messages)
      .values(delivered.slice(i, i + CHUNK).map((n) => ({ groupId, userId: n.userId, type: n.type, payload: n.payload })));
  for (let i = 0; i < deliveries.length; i += CHUNK) await q.insert(outbox).values(deliveries.slice(i, i + CHUNK));
  if (deliveries.length > 0) markOutboxQueued();
}

export const notify = (
  q: Queryable,
  target: { groupId: number; userId: number },
  type: DeskMessageType,
  payload: DeskNotificationPayload,
) => notifyMany(q, target.groupId, [{ userId: target.userId, type, payload }]);
