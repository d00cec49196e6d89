import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Language } from '../../../contract/limits';
import { MY_DRAWS_LIMIT, type LotteryRun, type LotteryRunSummary } from '../../../contract/lottery-runs';
import { lotteryCutoff } from '../../../domain/lottery/cutoff';
import type { Queryable } from '../../db/client';
import { deskRequests, lotteryRuns, resources } from '../../db/schema';
import { notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { translator } from '../../i18n/translator';
import { commitmentOf, commitmentsOf } from './commitments';
import { myDraw } from './my-draw';
import { runOdds } from './run-odds';
import { presentRun, type RunRow } from './run-presenter';

async function deskLabels(q: Queryable, groupId: number, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await q
    .select({ id: resources.id, label: resources.label })
    .from(resources)
    .where(and(eq(resources.groupId, groupId), inArray(resources.id, ids)));
  return new Map(rows.map((r) => [r.id, r.label]));
}

/**
 * A run as its group sees it: the commitment and when it was made, the seed (a run exists, so it is revealed), the
 * pseudonymised input and result, and the caller's own draw. Another group's run, or none, is 404.
 */
export async function getRun(
  q: Queryable,
  { auth, group }: Pick<RequestContext, 'auth' | 'group'>,
  id: number,
  language: Language,
): Promise<LotteryRun> {
  const [run] = await q
    .select()
    .from(lotteryRuns)
    .where(and(eq(lotteryRuns.groupId, auth.groupId), eq(lotteryRuns.id, id)));
  if (!run) throw notFound();
  const commitment = commitmentOf(await commitmentsOf(q, auth.groupId, [run.day]), run.day, run.resourceKind);
  const labels = await deskLabels(
    q,
    auth.groupId,
    run.input.desks.map((d) => d.id),
  );
  return presentRun({
    run,
    commitment,
    labels,
    cutoffAt: lotteryCutoff(run.day, group.lotteryCutoffMinute, group.timeZone),
    userId: auth.userId,
    language,
  });
}

function summary(run: RunRow, verifiable: boolean, userId: number, language: Language): LotteryRunSummary {
  const mine = myDraw(
    run.input,
    run.result,
    userId,
    () => runOdds(run),
    () => '',
    translator(language),
    language,
  );
  return {
    id: run.id,
    day: run.day,
    resource_kind: run.resourceKind,
    ran_at: run.ranAt.toISOString(),
    verifiable,
    mine: mine ? { outcome: mine.outcome, weight: mine.weight, odds: mine.odds } : null,
  };
}

/** With a day: the group's runs of that day (desks, then parking). Without: the caller's last draws, newest first. */
export async function listRuns(q: Queryable, { auth }: Pick<RequestContext, 'auth'>, day: string | undefined, language: Language) {
  let runs: RunRow[];
  if (day) {
    runs = await q
      .select()
      .from(lotteryRuns)
      .where(and(eq(lotteryRuns.groupId, auth.groupId), eq(lotteryRuns.day, day)))
      .orderBy(lotteryRuns.resourceKind);
  } else {
    // Requests the draw decided point to their run; a request withdrawn because the person already had a desk does
    // too, but they were not drawn, so only runs whose input names them count.
    const decided = await q
      .selectDistinct({ runId: deskRequests.runId, day: deskRequests.day })
      .from(deskRequests)
      .where(and(eq(deskRequests.groupId, auth.groupId), eq(deskRequests.userId, auth.userId), isNotNull(deskRequests.runId)))
      .orderBy(desc(deskRequests.day))
      .limit(MY_DRAWS_LIMIT * 2);
    const ids = decided.flatMap((d) => (d.runId ? [d.runId] : []));
    runs =
      ids.length === 0
        ? []
        : (
            await q
              .select()
              .from(lotteryRuns)
              .where(and(eq(lotteryRuns.groupId, auth.groupId), inArray(lotteryRuns.id, ids)))
              .orderBy(desc(lotteryRuns.day), lotteryRuns.resourceKind)
          )
            .filter((run) => run.input.requests.some((r) => r.userId === auth.userId))
            .slice(0, MY_DRAWS_LIMIT);
  }
  const commitments = await commitmentsOf(
    q,
    auth.groupId,
    runs.map((r) => r.day),
  );
  return runs.map((run) => summary(run, commitmentOf(commitments, run.day, run.resourceKind) !== undefined, auth.userId, language));
}
