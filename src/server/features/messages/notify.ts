import { and, eq, sql, type SQL } from 'drizzle-orm';
import { anyId } from '../../db/any-id';
import { queryRows, type Queryable } from '../../db/client';
import {
  users,
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

/** One notification for its reader, as the notification CTEs read it; the mail and push are worded when they are sent. */
interface QueuedNotification {
  user_id: number;
  type: Notification['type'];
  payload: Notification['payload'];
  calendar_method: CalendarMethod | null;
  calendar_ics: string | null;
}

function queued(n: Notification): QueuedNotification {
  const calendar = 'calendar' in n ? n.calendar : undefined;
  return {
    user_id: n.userId,
    type: n.type,
    payload: n.payload,
    calendar_method: calendar?.method ?? null,
    calendar_ics: calendar?.ics ?? null,
  };
}

/** Notifications of these readers (the group's members among their ids), as the JSON the notification CTEs read. */
export function queuedNotes(notifications: Notification[], readers: ReadonlySet<number>): string {
  const notes = notifications.flatMap((n) => (readers.has(n.userId) ? [queued(n)] : []));
  // Each note's position keeps the message history and the outbox in the order the notifications were given.
  return JSON.stringify(notes.map((note, position) => ({ ...note, position })));
}

/**
 * The common table expressions that record notifications (`queuedNotes`) in the message history and queue each
 * message for its mail and pushes: `notes_queued` answers how many were queued. The deliverer fans the queue out
 * (`fanOutMessages`: the reader's address, switches and devices), in batches and off the request's time. Message ids
 * are drawn first, so the two inserts need not be matched up afterwards. SQL text with `group` and `notes` where the
 * group id and the notes' JSON go: part of a larger statement (a booking and its messages in one round trip, also
 * prepared) or the whole of one. With `onlyIfRowsIn`, the name of an earlier CTE, nothing is recorded when that CTE
 * has no rows (a write that did not happen).
 */
export function notificationCteText(group: string, notes: string, onlyIfRowsIn?: string): string {
  const onlyIf = onlyIfRowsIn ? `\n    WHERE EXISTS (SELECT 1 FROM ${onlyIfRowsIn})` : '';
  return `notes AS MATERIALIZED (
    SELECT n.*, nextval('messages_id_seq') AS message_id
    FROM jsonb_to_recordset(${notes}::jsonb) AS n(user_id int, type text, payload jsonb, calendar_method text,
      calendar_ics text, position int)${onlyIf}
  ), notes_messages AS (
    INSERT INTO messages (group_id, id, user_id, type, payload)
    SELECT ${group}, n.message_id, n.user_id, n.type, n.payload FROM notes n ORDER BY n.position
  ), notes_fanout AS (
    INSERT INTO message_fanout (group_id, message_id, calendar_method, calendar_ics)
    SELECT ${group}, n.message_id, n.calendar_method, n.calendar_ics FROM notes n
    RETURNING 1
  ), notes_queued AS (SELECT count(*) AS queued FROM notes_fanout)`;
}

/** Marks where the parameters go; no SQL the CTEs hold contains them. */
const GROUP = '{{group}}';
const NOTES = '{{notes}}';

/** `notificationCteText` for a Drizzle statement: the group id and the notes as bound parameters. */
export function notificationCtes(groupId: number, notifications: Notification[], readers: ReadonlySet<number>): SQL {
  const notes = queuedNotes(notifications, readers);
  const withNotes = (text: string) =>
    sql.join(
      text.split(NOTES).map((part) => sql.raw(part)),
      sql`${notes}`,
    );
  return sql.join(notificationCteText(GROUP, NOTES).split(GROUP).map(withNotes), sql`${groupId}`);
}

/** After a statement with `notificationCtes`: what it queued leaves once the response is out. */
export function deliveriesQueued(queued: unknown): void {
  if (Number(queued) > 0) markOutboxQueued();
}

/** The group's members among these user ids (others' ids and other groups' users are absent): one query. */
async function groupMemberIds(q: Queryable, groupId: number, userIds: number[]): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await q
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.groupId, groupId), anyId(users.id, userIds)));
  return new Set(rows.map((r) => r.id));
}

/**
 * Records notifications in the users' message history (always: the history shows everything) and queues them for
 * their mails and pushes (sent as each user's switches allow), in the caller's transaction: a message exists exactly
 * when the change it reports does. Two statements for any number: a draw with thousands of outcomes too.
 */
export async function notifyMany(q: Queryable, groupId: number, notifications: Notification[]): Promise<void> {
  if (notifications.length === 0) return;
  const readers = await groupMemberIds(q, groupId, [...new Set(notifications.map((n) => n.userId))]);
  const [row] = await queryRows<{ queued: string }>(
    q,
    sql`WITH ${notificationCtes(groupId, notifications, readers)} SELECT queued FROM notes_queued`,
  );
  deliveriesQueued(row?.queued);
}

export const notify = (
  q: Queryable,
  target: { groupId: number; userId: number },
  type: DeskMessageType,
  payload: DeskNotificationPayload,
) => notifyMany(q, target.groupId, [{ userId: target.userId, type, payload }]);
