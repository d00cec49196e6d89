import { and, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import {
  messages,
  outbox,
  users,
  type BookableMessageType,
  type BookableNotificationPayload,
  type CalendarMethod,
  type DeskMessageType,
  type DeskNotificationPayload,
  type RoomMessageType,
  type RoomNotificationPayload,
} from '../../db/schema';
import { formatDate } from '../../../domain/date-format';
import { translator } from '../../i18n/translator';
import { markMailQueued } from '../../jobs/outbox-signal';

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

export type Notification = DeskNotification | RoomNotification | BookableNotification;

type UserRow = typeof users.$inferSelect;

/** Which kind of thing a notification is about, read from its payload's shape. */
const kindOf = (n: Notification): 'desk' | 'room' | 'bookable' =>
  'room' in n.payload ? 'room' : 'resource' in n.payload ? 'bookable' : 'desk';

/** Formats an instant of the payload in the recipient's language and the group's zone. */
type At = (iso: string, format: 'short' | 'time') => string;

/** Interpolation values per payload kind, beside first_name and when (which every mail has). */
const VALUES_BY_KIND: { [K in ReturnType<typeof kindOf>]: (payload: never, at: At) => Record<string, unknown> } = {
  desk: (p: DeskNotificationPayload, at) => ({
    desk: p.desk,
    place: p.place,
    deadline: p.deadline ? at(p.deadline, 'time') : '',
    position: p.position ?? '',
  }),
  room: (p: RoomNotificationPayload) => ({
    room: p.room,
    place: p.place,
    title: p.title,
    organiser: p.organiser,
    invitee: p.invitee ?? '',
  }),
  bookable: (p: BookableNotificationPayload) => ({
    resource: p.resource,
    place: p.place,
    title: p.title,
    requester: p.requester,
    reason: p.reason ?? '',
  }),
};

/** "6.1.27, 10:00–11:00", or with both days when it ends on a later one (a car for a week). */
function spanText(i: { start: string; end: string }, at: At): string {
  const lastDay = at(new Date(new Date(i.end).getTime() - 1).toISOString(), 'short');
  if (lastDay === at(i.start, 'short')) return `${at(i.start, 'short')}, ${at(i.start, 'time')}–${at(i.end, 'time')}`;
  return `${at(i.start, 'short')}, ${at(i.start, 'time')} – ${at(i.end, 'short')}, ${at(i.end, 'time')}`;
}

/** Interpolation values of a notification's mail subject and text, in the recipient's language and the group's zone. */
function mailValues(n: Notification, user: UserRow): Record<string, unknown> {
  const at: At = (iso, format) => formatDate(new Date(iso), format, user.language, n.payload.time_zone);
  const when = n.payload.intervals.map((i) => spanText(i, at)).join('; ');
  const values = VALUES_BY_KIND[kindOf(n)] as (payload: Notification['payload'], at: At) => Record<string, unknown>;
  return { first_name: user.firstName, when, ...values(n.payload, at) };
}

/** Rows per INSERT, well below PostgreSQL's 65,535 parameters. */
const CHUNK = 2_000;

/**
 * Records notifications in the users' message history and queues their mails, in the caller's
 * transaction: a message exists exactly when the change it reports does. Set-based, so a draw
 * with thousands of outcomes costs a handful of statements.
 */
export async function notifyMany(q: Queryable, groupId: number, notifications: Notification[]): Promise<void> {
  if (notifications.length === 0) return;
  const userIds = [...new Set(notifications.map((n) => n.userId))];
  const recipients = new Map<number, UserRow>();
  for (let i = 0; i < userIds.length; i += CHUNK) {
    const rows = await q
      .select()
      .from(users)
      .where(and(eq(users.groupId, groupId), inArray(users.id, userIds.slice(i, i + CHUNK))));
    for (const row of rows) recipients.set(row.id, row);
  }
  const delivered = notifications.filter((n) => recipients.has(n.userId));
  const mails = delivered.map((n) => {
    const user = recipients.get(n.userId) as UserRow;
    const t = translator(user.language);
    const values = mailValues(n, user);
    const calendar = 'calendar' in n ? n.calendar : undefined;
    return {
      groupId,
      channel: 'MAIL' as const,
      recipient: user.email,
      subject: t(`notifications.${n.type}.subject`, values),
      body: t(`notifications.${n.type}.text`, values),
      calendarMethod: calendar?.method ?? null,
      calendarIcs: calendar?.ics ?? null,
    };
  });
  for (let i = 0; i < delivered.length; i += CHUNK) {
    await q
      .insert(messages)
      .values(delivered.slice(i, i + CHUNK).map((n) => ({ groupId, userId: n.userId, type: n.type, payload: n.payload })));
    await q.insert(outbox).values(mails.slice(i, i + CHUNK));
  }
  markMailQueued();
}

export const notify = (
  q: Queryable,
  target: { groupId: number; userId: number },
  type: DeskMessageType,
  payload: DeskNotificationPayload,
) => notifyMany(q, target.groupId, [{ userId: target.userId, type, payload }]);
