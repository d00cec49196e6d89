import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../db/client';
import { devices, outbox } from '../db/schema';
import type { Mailer } from '../mail/mailer';
import type { PushSenders } from '../push/sender';
import { queuedMessageContent, type DeliveryContent } from '../features/messages/delivery-content';
import { fanOutMessages } from '../features/messages/fan-out';
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
  /** The message it was to tell of, or its reader, no longer exists (the account was deleted). */
  orphaned: 'message no longer exists',
} as const;

type OutboxRow = typeof outbox.$inferSelect;

/** What a row says when it is sent: its message's words for its reader, or the subject and body it was queued with. */
export const outboxContent = (q: Queryable, row: OutboxRow): Promise<DeliveryContent | null> =>
  row.messageId === null
    ? Promise.resolve({ subject: row.subject, body: row.body })
    : queuedMessageContent(q, { groupId: row.groupId, messageId: row.messageId, channel: row.channel });

/**
 * Sends one row on its channel; 'gone' says the push device no longer exists, 'skipped' that its channel has no sender,
 * 'orphaned' that there is nothing left to tell.
 */
async function sendRow(q: Queryable, row: OutboxRow, mailer: Mailer, push: PushSenders): Promise<'sent' | keyof typeof UNDELIVERED> {
  const pushSender = row.channel === 'MAIL' ? undefined : push[row.channel];
  if (row.channel !== 'MAIL' && !pushSender) return 'skipped';
  const content = await outboxContent(q, row);
  if (!content) return 'orphaned';
  if (pushSender) return pushSender.send(q, { groupId: row.groupId, recipient: row.recipient, body: content.body });
  const calendar = row.calendarMethod && row.calendarIcs ? { method: row.calendarMethod, ics: row.calendarIcs } : undefined;
  await mailer.send({ to: row.recipient, subject: content.subject, text: content.body, calendar });
  return 'sent';
}

/** How a row's delivery went; a failed one carries its error. */
type Delivered = 'sent' | 'undelivered' | { failed: unknown };

/** Written as the predicate of outbox_due_idx (migration 0027), which serves the order below: the attempt limit as a literal. */
const due = and(isNull(outbox.sentAt), lte(outbox.nextAttemptAt, sql`now()`), sql`${outbox.attempts} < ${sql.raw(String(MAX_ATTEMPTS))}`);

/** The next due rows, in the order they are tried (outbox_due_idx reads just these). */
export const dueRows = (q: Queryable, limit: number) =>
  q.select().from(outbox).where(due).orderBy(asc(outbox.nextAttemptAt), asc(outbox.id)).limit(limit);

/**
 * Runs `read` (a read of `dueRows`) with the planner kept to the due index in its order. For PGlite's deliverer: it has
 * no autovacuum and its statistics job waits for a quiet moment, so under steady load the outbox keeps the statistics
 * of a near-empty table, and the read was planned as a bitmap scan of every due row and a sort (25–54 ms with 30,000
 * due mails, 200–330 ms in the bench while the mail server was away), holding the one connection every request waits
 * for. The index in its order stops after the batch.
 */
export const inDueIndexOrder = <T>(q: Queryable, read: (tx: Queryable) => Promise<T>): Promise<T> =>
  q.transaction(async (tx) => {
    // Both for this transaction only (set_config's third argument, as SET LOCAL).
    await tx.execute(sql`SELECT set_config('enable_bitmapscan', 'off', true), set_config('enable_seqscan', 'off', true)`);
    return read(tx);
  });

/** Sends one row and records how it went (q: the transaction that holds the row, or the database). */
async function sendAndRecord(q: Queryable, row: OutboxRow, mailer: Mailer, push: PushSenders): Promise<Delivered> {
  const where = and(eq(outbox.groupId, row.groupId), eq(outbox.id, row.id));
  try {
    const outcome = await sendRow(q, row, mailer, push);
    if (outcome === 'gone') await q.delete(devices).where(and(eq(devices.groupId, row.groupId), eq(devices.token, row.recipient)));
    await q
      .update(outbox)
      .set({ sentAt: sql`now()`, attempts: row.attempts + 1, lastError: outcome === 'sent' ? null : UNDELIVERED[outcome] })
      .where(where);
    return outcome === 'sent' ? 'sent' : 'undelivered';
  } catch (error) {
    const backoffSeconds = 2 ** row.attempts * 30;
    await q
      .update(outbox)
      .set({
        attempts: row.attempts + 1,
        lastError: error instanceof Error ? error.message : String(error),
        nextAttemptAt: sql`now() + make_interval(secs => ${backoffSeconds})`,
      })
      .where(where);
    return { failed: error };
  }
}

/**
 * Takes one due row (SKIP LOCKED: a concurrent deliverer takes another), sends it and records the outcome, all in
 * one transaction: the row stays locked while it is sent, and its result is committed before the next row starts. A
 * process that dies mid-send lets go of the row at once (its connection closes). Answers undefined when nothing is due.
 */
function deliverNextLocked(q: Queryable, mailer: Mailer, push: PushSenders): Promise<Delivered | undefined> {
  return q.transaction(async (tx) => {
    const [row] = await dueRows(tx, 1).for('update', { skipLocked: true });
    return row ? sendAndRecord(tx, row, mailer, push) : undefined;
  });
}

/** Error codes of a mail or push service that could not be reached at all (nodemailer's and Node's). */
const UNREACHABLE = new Set(['ECONNECTION', 'ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'ESOCKET', 'EDNS', 'ENOTFOUND', 'EHOSTUNREACH']);
const codeOf = (error: unknown): unknown =>
  error && typeof error === 'object' ? ('code' in error && error.code) || ('cause' in error && codeOf(error.cause)) : undefined;
const isUnreachable = (error: unknown) => UNREACHABLE.has(String(codeOf(error)));

export interface OutboxRun {
  sent: number;
  /** The run stopped at a service that could not be reached: the rest of the batch would have failed the same way. */
  unreachable: boolean;
}

/**
 * Fans out the queued messages (`fanOutMessages`), then delivers up to a batch of due mail and push, one row at a
 * time (a row is recorded as soon as it is sent, so a killed process repeats at most the one it was sending), and
 * stops at the first failed send; that row is retried later with exponential back-off. A push to a device the service
 * no longer knows is finished at once and the device forgotten.
 *
 * `alone`: this is the only process on the database (PGlite). The batch is then read at once and no transaction is
 * held open while a mail or push is on its way: that would hold the database's only connection — and every request
 * with it — for as long as a mail server takes. The ticker runs one delivery at a time, so no second deliverer takes a
 * row meanwhile. Given a transaction (tests), each row is a savepoint of it instead.
 */
export async function deliverOutboxRun(q: Queryable, mailer: Mailer, push: PushSenders = {}, { alone = false } = {}): Promise<OutboxRun> {
  await fanOutMessages(q);
  const rows = alone ? await inDueIndexOrder(q, (tx) => dueRows(tx, BATCH)) : null;
  let sent = 0;
  for (let i = 0; i < BATCH; i++) {
    const row = rows?.[i];
    const delivered = rows ? row && (await sendAndRecord(q, row, mailer, push)) : await deliverNextLocked(q, mailer, push);
    if (delivered === undefined) break;
    if (delivered === 'sent') sent++;
    if (typeof delivered === 'object') return { sent, unreachable: isUnreachable(delivered.failed) };
  }
  return { sent, unreachable: false };
}

/** Delivers up to a batch (`deliverOutboxRun`); answers how many were sent. */
export const deliverOutbox = async (q: Queryable, mailer: Mailer, push: PushSenders = {}, options: { alone?: boolean } = {}) =>
  (await deliverOutboxRun(q, mailer, push, options)).sent;

/**
 * The ticker's outbox job: after a run found a mail or push service unreachable, the kicks that follow (one per
 * request that queued a mail) only fan out for `pauseMs` instead of trying to send again at once; the ticker's next
 * run after that tries.
 */
export function outboxJob(mailer: Mailer, push: PushSenders, pauseMs = 10_000) {
  let pausedUntil = 0;
  return async (database: Database): Promise<number> => {
    // The fan-out needs no mail or push service: the outbox holds what is due while they are away.
    if (Date.now() < pausedUntil) {
      await fanOutMessages(database.db);
      return 0;
    }
    const run = await deliverOutboxRun(database.db, mailer, push, { alone: database.kind === 'pglite' });
    if (run.unreachable) pausedUntil = Date.now() + pauseMs;
    return run.sent;
  };
}
