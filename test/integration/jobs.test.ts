import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, queryRows } from '../../src/server/db/client';
import { deliverOutbox, deliverOutboxRun, enqueueMail, outboxJob } from '../../src/server/jobs/outbox';
import { runExclusively, startTicker } from '../../src/server/jobs/ticker';
import { createMailer } from '../../src/server/mail/mailer';
import { DATABASE_KINDS } from '../support/databases';
import { sampleNotifications, sendNotifications, userIdOf } from '../support/notifications';
import { mailText, startSmtpServer } from '../support/smtp';
import { startTestApp, type TestApp } from '../support/test-app';
import { clearOutbox, fannedOut } from '../support/outbox';

const silentLog = { info: () => undefined } as unknown as Parameters<typeof createMailer>[2];

describe.each(DATABASE_KINDS)('outbox and ticker on %s', (kind) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await startTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('delivers queued mail once, and retries later when the SMTP server is unreachable', async () => {
    const db = t.database.db;
    await clearOutbox(db);
    for (const to of ['a@deskfair.test', 'b@deskfair.test'])
      await enqueueMail(db, { groupId: t.demoGroupId, to, subject: 'Hallo', text: 'Text' });

    // The first send fails: the run stops there (the second would fail the same way) and says the server is unreachable.
    const down = createMailer('smtp://127.0.0.1:1', 'x@deskfair.test', silentLog);
    expect(await db.transaction((tx) => deliverOutboxRun(tx, down))).toEqual({ sent: 0, unreachable: true });
    const tried = await queryRows<{ recipient: string; attempts: number; waiting: boolean }>(
      db,
      sql`SELECT recipient, attempts, next_attempt_at > now() AS waiting FROM outbox ORDER BY id`,
    );
    expect(tried).toEqual([
      { recipient: 'a@deskfair.test', attempts: 1, waiting: true },
      { recipient: 'b@deskfair.test', attempts: 0, waiting: false },
    ]);

    await db.execute(sql`UPDATE outbox SET next_attempt_at = now()`);
    const up = createMailer(smtp.url, 'x@deskfair.test', silentLog);
    expect(await db.transaction((tx) => deliverOutbox(tx, up))).toBe(2);
    expect(await db.transaction((tx) => deliverOutbox(tx, up))).toBe(0);
    expect(smtp.received.map((m) => m.to[0]).sort()).toEqual(['a@deskfair.test', 'b@deskfair.test']);
    up.close();
  });

  it('words a notification when it sends it, in the language its reader has then; without its message it sends nothing', async () => {
    const db = t.database.db;
    await clearOutbox(db);
    const dana = await userIdOf(t.database, 'demo@deskfair.test');
    const sample = sampleNotifications(dana);
    await sendNotifications(t.database, t.demoGroupId, [sample.desk, sample.link]);
    await fannedOut(db);
    // Queued with no words of their own: each names its message.
    const queued = await queryRows<{ channel: string; subject: string; body: string; type: string }>(
      db,
      sql`SELECT o.channel, o.subject, o.body, m.type FROM outbox o JOIN messages m ON m.group_id = o.group_id AND m.id = o.message_id
          WHERE o.recipient = 'demo@deskfair.test' ORDER BY o.id`,
    );
    expect(queued).toEqual([
      { channel: 'MAIL', subject: '', body: '', type: 'DeskReservationNotification' },
      { channel: 'MAIL', subject: '', body: '', type: 'LinkRequestNotification' },
    ]);
    await db.execute(sql`UPDATE users SET language = 'en' WHERE id = ${dana}`);
    await db.execute(sql`DELETE FROM messages WHERE user_id = ${dana} AND type = 'LinkRequestNotification'`);
    try {
      const up = createMailer(smtp.url, 'x@deskfair.test', silentLog);
      const before = smtp.received.length;
      expect(await db.transaction((tx) => deliverOutbox(tx, up))).toBe(1);
      up.close();
      const mails = smtp.received.slice(before).map((m) => mailText(m.raw));
      expect(mails).toHaveLength(1);
      expect(mails[0]).toContain('Subject: Desk A-101 booked');
      expect(mails[0]).toContain('Hello Dana,');
      expect(mails[0]).toContain('You booked desk A-101 (Berlin Mitte):');
      const finished = await queryRows<{ sent: boolean; last_error: string | null }>(
        db,
        sql`SELECT sent_at IS NOT NULL AS sent, last_error FROM outbox ORDER BY id`,
      );
      expect(finished).toEqual([
        { sent: true, last_error: null },
        { sent: true, last_error: 'message no longer exists' },
      ]);
    } finally {
      await db.execute(sql`UPDATE users SET language = 'de' WHERE id = ${dana}`);
    }
  });

  it('after an unreachable server, the outbox job waits out its pause before it tries again', async () => {
    const db = t.database.db;
    await clearOutbox(db);
    await enqueueMail(db, { groupId: t.demoGroupId, to: 'c@deskfair.test', subject: 'Hallo', text: 'Text' });
    const down = createMailer('smtp://127.0.0.1:1', 'x@deskfair.test', silentLog);
    const job = outboxJob(down, {}, 300);
    const attempts = async () => (await queryRows<{ n: number }>(db, sql`SELECT attempts AS n FROM outbox`))[0]?.n;
    expect(await job(t.database)).toBe(0);
    expect(await attempts()).toBe(1);
    await db.execute(sql`UPDATE outbox SET next_attempt_at = now()`);
    expect(await job(t.database)).toBe(0);
    expect(await attempts()).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect(await job(t.database)).toBe(0);
    expect(await attempts()).toBe(2);
  });

  it('a job runs again once the previous holder has finished', async () => {
    let runs = 0;
    const job = { name: 'count', lockKey: 992, run: async () => void runs++ };
    expect(await runExclusively(t.database, job)).toBe(true);
    expect(await runExclusively(t.database, job)).toBe(true);
    expect(runs).toBe(2);
  });
});

// Two pools on one PostgreSQL database stand for two server processes; PGlite is one process by design.
describe.each(DATABASE_KINDS.filter((kind) => kind === 'postgres'))('advisory lock across processes on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  it('two processes never run one job at the same time', async () => {
    const second = openPostgres(t.testDb.url ?? '', 2);
    let running = 0;
    let overlaps = 0;
    const job = {
      name: 'probe',
      lockKey: 991,
      run: async () => {
        running++;
        if (running > 1) overlaps++;
        await new Promise((resolve) => setTimeout(resolve, 100));
        running--;
      },
    };
    const results = await Promise.all([runExclusively(t.database, job), runExclusively(second, job)]);
    await second.close();
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(overlaps).toBe(0);
  });
});

describe.each(DATABASE_KINDS)('kicked jobs on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  it('many kicks while a run waits join that run; a kick during a run gets one more after it', async () => {
    const log = { error: () => undefined } as unknown as Parameters<typeof startTicker>[3];
    const runs: number[] = [];
    const ticker = startTicker(
      t.database,
      [
        {
          name: 'count',
          runOnDatabase: async (database) => runs.push((await queryRows<{ n: number }>(database.db, sql`SELECT 1 AS n`)).length),
        },
      ],
      3_600_000,
      log,
    );
    try {
      await Promise.all(Array.from({ length: 100 }, () => ticker.kick('count')));
      expect(runs).toHaveLength(1);
      const first = ticker.kick('count');
      await Promise.resolve();
      const during = Array.from({ length: 50 }, () => ticker.kick('count'));
      await Promise.all([first, ...during]);
      expect(runs).toHaveLength(3);
    } finally {
      await ticker.stop();
    }
  });

  it('a tick that falls due while a kicked run is under way waits for it', async () => {
    const log = { error: () => undefined, warn: () => undefined } as unknown as Parameters<typeof startTicker>[3];
    let inRun = 0;
    let mostAtOnce = 0;
    let runs = 0;
    const ticker = startTicker(
      t.database,
      [
        {
          name: 'slow',
          runOnDatabase: async () => {
            inRun++;
            mostAtOnce = Math.max(mostAtOnce, inRun);
            // Longer than the interval: ticks fall due during the kicked run.
            await new Promise((resolve) => setTimeout(resolve, 60));
            runs++;
            inRun--;
          },
        },
      ],
      20,
      log,
    );
    try {
      await new Promise((resolve) => setTimeout(resolve, 10));
      await ticker.kick('slow');
      await new Promise((resolve) => setTimeout(resolve, 150));
    } finally {
      await ticker.stop();
    }
    expect(runs).toBeGreaterThanOrEqual(2);
    expect(mostAtOnce).toBe(1);
  });
});
