import { markMailQueued } from './outbox-signal';
import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Queryable, Tx } from '../db/client';
import { outbox } from '../db/schema';
import type { Mailer } from '../mail/mailer';

export interface OutboxMail {
  groupId: number;
  to: string;
  subject: string;
  text: string;
}

/** Call inside the transaction that makes the change the mail is about. */
export async function enqueueMail(q: Queryable, mail: OutboxMail): Promise<void> {
  await q.insert(outbox).values({ groupId: mail.groupId, channel: 'MAIL', recipient: mail.to, subject: mail.subject, body: mail.text });
  markMailQueued();
}

const BATCH = 20;
const MAX_ATTEMPTS = 8;

/**
 * Delivers due mail. Rows are locked with SKIP LOCKED so concurrent deliverers never send one twice;
 * a failed send is retried later with exponential back-off.
 */
export async function deliverOutbox(tx: Tx, mailer: Mailer): Promise<number> {
  const due = await tx
    .select()
    .from(outbox)
    .where(
      and(
        isNull(outbox.sentAt),
        lte(outbox.nextAttemptAt, sql`now()`),
        eq(outbox.channel, 'MAIL'),
        sql`${outbox.attempts} < ${MAX_ATTEMPTS}`,
      ),
    )
    .orderBy(asc(outbox.nextAttemptAt))
    .limit(BATCH)
    .for('update', { skipLocked: true });
  let sent = 0;
  for (const row of due) {
    const where = and(eq(outbox.groupId, row.groupId), eq(outbox.id, row.id));
    try {
      const calendar = row.calendarMethod && row.calendarIcs ? { method: row.calendarMethod, ics: row.calendarIcs } : undefined;
      await mailer.send({ to: row.recipient, subject: row.subject, text: row.body, calendar });
      await tx
        .update(outbox)
        .set({ sentAt: sql`now()`, attempts: row.attempts + 1 })
        .where(where);
      sent++;
    } catch (error) {
      const backoffSeconds = 2 ** row.attempts * 30;
      await tx
        .update(outbox)
        .set({
          attempts: row.attempts + 1,
          lastError: error instanceof Error ? error.message : String(error),
          nextAttemptAt: sql`now() + make_interval(secs => ${backoffSeconds})`,
        })
        .where(where);
    }
  }
  return sent;
}
