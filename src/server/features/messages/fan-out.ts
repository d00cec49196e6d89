import { sql } from 'drizzle-orm';
import { queryRows, type Queryable } from '../../db/client';

/** Queued messages fanned out per statement. */
export const FAN_OUT_BATCH = 500;

const enabled = (channel: 'MAIL' | 'GCM') =>
  `(SELECT p.enabled FROM notification_preferences p WHERE p.group_id = n.group_id AND p.user_id = n.user_id
    AND p.type = n.type AND p.channel = '${channel}') IS NOT FALSE`;

/**
 * Takes up to `limit` queued messages (SKIP LOCKED: a deliverer beside this one takes others) and queues their mail
 * and pushes in the outbox, as each reader's address, switches and devices are now, a group's in the order its
 * messages were written: mail first, then each device. A message deleted meanwhile is dropped from the queue and queues nothing.
 * Per message by index, as in the statement that wrote it: joins would hash the group's users and devices.
 */
const fanOutStatement = (limit: number) => sql`
WITH taken AS (
  DELETE FROM message_fanout f
  USING (SELECT group_id, message_id FROM message_fanout ORDER BY group_id, message_id LIMIT ${limit} FOR UPDATE SKIP LOCKED) s
  WHERE f.group_id = s.group_id AND f.message_id = s.message_id
  RETURNING f.*
), notes AS MATERIALIZED (
  SELECT t.group_id, t.message_id, m.user_id, m.type::text AS type, t.calendar_method, t.calendar_ics
  FROM taken t CROSS JOIN LATERAL (
    SELECT m.user_id, m.type FROM messages m WHERE m.group_id = t.group_id AND m.id = t.message_id OFFSET 0
  ) m
), queued AS (
  INSERT INTO outbox (group_id, channel, recipient, message_id, calendar_method, calendar_ics)
  SELECT d.group_id, d.channel, d.recipient, d.message_id, d.calendar_method, d.calendar_ics FROM (
    SELECT n.group_id, n.message_id, 0 AS device, 'MAIL' AS channel, u.email AS recipient, n.calendar_method, n.calendar_ics
    FROM notes n CROSS JOIN LATERAL (SELECT u.email FROM users u WHERE u.group_id = n.group_id AND u.id = n.user_id OFFSET 0) u
    WHERE ${sql.raw(enabled('MAIL'))}
    UNION ALL
    SELECT n.group_id, n.message_id, dv.id, CASE WHEN dv.platform = 'web' THEN 'WEBPUSH' ELSE 'GCM' END, dv.token, NULL, NULL
    FROM notes n CROSS JOIN LATERAL (
      SELECT dv.id, dv.platform, dv.token FROM devices dv WHERE dv.group_id = n.group_id AND dv.user_id = n.user_id OFFSET 0
    ) dv WHERE ${sql.raw(enabled('GCM'))}
  ) d ORDER BY d.message_id, d.device
  RETURNING 1
)
SELECT (SELECT count(*)::int FROM taken) AS taken, (SELECT count(*)::int FROM queued) AS queued`;

/**
 * Fans out every queued message (`notificationCteText` queues them), a batch per statement, each batch its own
 * transaction; answers how many deliveries entered the outbox.
 */
export async function fanOutMessages(q: Queryable, batch = FAN_OUT_BATCH): Promise<number> {
  let queued = 0;
  for (;;) {
    const [row] = await queryRows<{ taken: number; queued: number }>(q, fanOutStatement(batch));
    queued += row?.queued ?? 0;
    if ((row?.taken ?? 0) < batch) return queued;
  }
}
