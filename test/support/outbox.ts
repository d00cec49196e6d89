import { asc, sql } from 'drizzle-orm';
import { queryRows, type Queryable } from '../../src/server/db/client';
import { outbox } from '../../src/server/db/schema';
import { fanOutMessages } from '../../src/server/features/messages/fan-out';
import { outboxContent } from '../../src/server/jobs/outbox';

const queuedMessages = async (q: Queryable) =>
  (await queryRows<{ n: number }>(q, sql`SELECT count(*)::int AS n FROM message_fanout`))[0]?.n ?? 0;

/**
 * Fans out every queued message, as the deliverer does, until none is left: a server's own fan-out may hold some
 * (its SKIP LOCKED rows) while this one runs, and its outbox rows are in once it has committed.
 */
export async function fannedOut(q: Queryable): Promise<void> {
  await fanOutMessages(q);
  for (let waited = 0; (await queuedMessages(q)) > 0; waited += 10) {
    if (waited > 5_000) throw new Error('queued messages were not fanned out within 5 s');
    await new Promise((resolve) => setTimeout(resolve, 10));
    await fanOutMessages(q);
  }
}

/** Forgets every queued mail and push, and the messages still waiting for their fan-out. */
export async function clearOutbox(q: Queryable): Promise<void> {
  await q.execute(sql`DELETE FROM message_fanout`);
  await q.execute(sql`DELETE FROM outbox`);
}

export interface QueuedDelivery {
  channel: string;
  recipient: string;
  subject: string;
  body: string;
  calendar_method: string | null;
  calendar_ics: string | null;
}

/**
 * The outbox's rows (once every queued message is fanned out) in the order they were queued, each with the words the
 * deliverer sends it with.
 */
export async function queuedDeliveries(q: Queryable): Promise<QueuedDelivery[]> {
  await fannedOut(q);
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
