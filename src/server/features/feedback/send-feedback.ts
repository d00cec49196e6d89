import type { FeedbackBody, FeedbackSent } from '../../../contract/feedback';
import type { Database } from '../../db/client';
import type { RequestContext } from '../../http/request-context';
import { notifyMany } from '../messages/notify';
import { fullName } from '../team/colleague';
import { groupAdminIds, insertFeedback } from './repository';

/** Stores the caller's feedback and tells every admin of the group (message, and mail as their switches allow). */
export async function sendFeedback(
  database: Database,
  { auth, user }: RequestContext,
  body: FeedbackBody,
  now: Date,
): Promise<FeedbackSent> {
  return database.db.transaction(async (tx) => {
    const row = await insertFeedback(tx, auth.groupId, auth.userId, body.text, now);
    const admins = await groupAdminIds(tx, auth.groupId);
    await notifyMany(
      tx,
      auth.groupId,
      admins.map((userId) => ({
        userId,
        type: 'FeedbackNotification',
        payload: { feedback_id: row.id, author: `${fullName(user)} <${user.email}>`, text: row.text },
      })),
    );
    return { id: row.id, created_at: row.createdAt.toISOString() };
  });
}
