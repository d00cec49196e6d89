import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Queryable, Tx } from '../db/client';
import { devices, outbox } from '../db/schema';
import type { Mailer } from '../mail/mailer';
import type { PushSenders } from '../push/sender';
import { markOutboxQueued } from './outbox-signal';

export interface OutboxMail {
  groupId: number;
  to: string;
  subject: string;
  text: string;
}

/** Call inside the transaction that makes the change the mail is about. */
export async function enqueueMail(q: Queryable, mail: OutboxMail): Promise<void> {
  await q.insert(outbox).values({ groupId: mail.groupId, channel: 'MAIL', recipient: mail.to, subject: mail.subject, body: mail.text });
  markOutboxQueued();
}

const BATCH = 20;
const MAX_ATTEMPTS = 8;
/** last_error of a finished row that was not delivered, by outcome. */
export const UNDELIVERED = {
  /** The push service no longer knows the device (its row is deleted). */
  gone: 'UNREGISTERED',
  /** An app push while FCM_SERVICE_ACCOUNT is not set: finished, not kept waiting for a configuration that may never come. */
  skipped: 'FCM not configured',
} as const;

type OutboxRow = typeof outbox.$inferSelect;

/** Sends one row on its channel; 'gone' says the push device no longer exists, 'skipped' that its channel has no sender. */
async function sendRow(tx: Tx, row: OutboxRow, mailer: Mailer, push: PushSenders): Promise<'sent' | keyof typeof UNDELIVERED> {
  if (row.channel === 'MAIL') {
    const calendar = row.calendarMethod && row.calendarIcs ? { method: row.calendarMethod, ics: row.calendarIcs } : undefined;
    await mailer.send({ to: row.recipient, subject: row.subject, text: row.body, calendar });
    return 'sent';
  }
  const sender = push[row.channel];
  if (!sender) return 'skipped';
  return sender.send(tx, { groupId: row.groupId, recipient: row.recipient, body: row.body });
}

type Delivered = 'sent' | 'undelivered' | 'failed';

/**
 * Takes one due row (SKIP LOCKED: a concurrent deliverer takes another), sends it and records the outcome, all in
 * one transaction: the row stays locked while it is sent, and its result is committed before the next row starts.
 * Answers undefined when nothing is due.
 */
function deliverNext(q: Queryable, mailer: Mailer, push: PushSenders): Promise<Delivered | undefined> {
  return q.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(outbox)
      .where(and(isNull(outbox.sentAt), lte(outbox.nextAttemptAt, sql`now()`), sql`${outbox.attempts} < ${MAX_ATTEMPTS}`))
      .orderBy(asc(outbox.nextAttemptAt), asc(outbox.id))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!row) return undefined;
    const where = and(eq(outbox.groupId, row.groupId), eq(outbox.id, row.id));
    try {
      const outcome = await sendRow(tx, row, mailer, push);
      if (outcome === 'gone') await tx.delete(devices).where(and(eq(devices.groupId, row.groupId), eq(devices.token, row.recipient)));
      await tx
        .update(outbox)
        .set({ sentAt: sql`now()`, attempts: row.attempts + 1, lastError: outcome === 'sent' ? null : UNDELIVERED[outcome] })
        .where(where);
      return outcome === 'sent' ? 'sent' : 'undelivered';
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
      return 'failed';
    }
  });
}

/**
 * Delivers up to a batch of due mail and push, one row per transaction (see deliverNext); a failed send is retried
 * later with exponential back-off, a push to a device the service no longer knows is finished at once and the device
 * forgotten. Answers how many were sent. Given a transaction (tests), each row is a savepoint of it instead.
 */
export async function deliverOutbox(q: Queryable, mailer: Mailer, push: PushSenders = {}): Promise<number> {
  let sent = 0;
  for (let i = 0; i < BATCH; i++) {
    const delivered = await deliverNext(q, mailer, push);
    if (delivered === undefined) break;
    if (delivered === 'sent') sent++;
  }
  return sent;
}
