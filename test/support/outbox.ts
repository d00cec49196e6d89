import { asc } from 'drizzle-orm';
import type { Queryable } from '../../src/server/db/client';
import { outbox } from '../../src/server/db/schema';
import { outboxContent } from '../../src/server/jobs/outbox';

export interface QueuedDelivery {
  channel: string;
  recipient: string;
  subject: string;
  body: string;
  calendar_method: string | null;
  calendar_ics: string | null;
}

/** The outbox's rows in the order they were queued, each with the words the deliverer sends it with. */
export async function queuedDeliveries(q: Queryable): Promise<QueuedDelivery[]> {
  const rows = await q.select().from(outbox).orderBy(asc(outbox.id));
  return Promise.all(
    rows.map(async (row) => {
      const content = await outboxContent(q, row);
      if (!content) throw new Error(`outbox row ${row.id} tells of a message that no longer exists`);
      return {
        channel: row.channel,
        recipient: row.recipient,
        ...content,
        calendar_method: row.calendarMethod,
        calendar_ics: row.calendarIcs,
      };
    }),
  );
}

/** The subject and body of each mail queued for `email`, in the order queued. */
export const mailsTo = async (q: Queryable, email: string) =>
  (await queuedDeliveries(q)).filter((d) => d.channel === 'MAIL' && d.recipient === email).map(({ subject, body }) => ({ subject, body }));
