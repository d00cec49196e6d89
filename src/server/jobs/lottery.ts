import { and, eq } from 'drizzle-orm';
import { lotteryCutoff } from '../../domain/lottery/cutoff';
import type { Tx } from '../db/client';
import { deskRequests, groups } from '../db/schema';
import { groupSlots } from '../features/groups/repository';
import { runLotteryForDay } from '../features/lottery/run-for-day';

/** Runs every draw whose cutoff has passed (once per group, day and kind — desks and parking apart: see runLotteryForDay). */
export async function runDueLotteries(tx: Tx, now: Date): Promise<number> {
  const due = await tx
    .selectDistinct({ group: groups, day: deskRequests.day, kind: deskRequests.resourceKind })
    .from(deskRequests)
    .innerJoin(groups, eq(groups.id, deskRequests.groupId))
    .where(and(eq(deskRequests.status, 'waiting'), eq(groups.allocationMode, 'algorithm')));
  let runs = 0;
  for (const { group, day, kind } of due) {
    if (lotteryCutoff(day, group.lotteryCutoffMinute, group.timeZone) > now) continue;
    const outcome = await runLotteryForDay(tx, group, await groupSlots(tx, group.id), day, kind);
    if (outcome.ran) runs++;
  }
  return runs;
}
