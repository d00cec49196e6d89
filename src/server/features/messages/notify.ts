import type { Queryable } from '../../db/client';
import { messages, type DeskNotificationPayload, type MessageType } from '../../db/schema';
import { formatDate } from '../../../domain/date-format';
import { translator } from '../../http/i18n';
import { enqueueMail } from '../../jobs/outbox';
import { findUser } from '../users/repository';

/**
 * Records a notification in the user's message history and queues its mail, in the caller's
 * transaction: the message exists exactly when the change it reports does.
 */
export async function notify(
  q: Queryable,
  target: { groupId: number; userId: number },
  type: MessageType,
  payload: DeskNotificationPayload,
): Promise<void> {
  const user = await findUser(q, target.groupId, target.userId);
  if (!user) return;
  await q.insert(messages).values({ groupId: target.groupId, userId: target.userId, type, payload });
  const t = translator(user.language);
  const at = (iso: string, format: 'short' | 'time') => formatDate(new Date(iso), format, user.language, payload.time_zone);
  const values = {
    first_name: user.firstName,
    desk: payload.desk,
    place: payload.place,
    when: payload.intervals.map((i) => `${at(i.start, 'short')}, ${at(i.start, 'time')}–${at(i.end, 'time')}`).join('; '),
    deadline: payload.deadline ? at(payload.deadline, 'time') : '',
    position: payload.position ?? '',
  };
  await enqueueMail(q, {
    groupId: target.groupId,
    to: user.email,
    subject: t(`notifications.${type}.subject`, values),
    text: t(`notifications.${type}.text`, values),
  });
}
