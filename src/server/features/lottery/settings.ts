import { eq } from 'drizzle-orm';
import type { LotterySettingsBody } from '../../../contract/lottery';
import type { Queryable } from '../../db/client';
import { groups } from '../../db/schema';
import { unauthorized } from '../../http/errors';
import type { GroupRow } from '../groups/repository';

export async function updateLotterySettings(q: Queryable, groupId: number, body: LotterySettingsBody): Promise<GroupRow> {
  const [group] = await q
    .update(groups)
    .set({
      allocationMode: body.allocation_mode,
      lotteryCutoffMinute: body.lottery_cutoff_minute,
      fairnessWindowWeeks: body.fairness_window_weeks,
      noShowsCount: body.no_shows_count,
    })
    .where(eq(groups.id, groupId))
    .returning();
  if (!group) throw unauthorized();
  return group;
}
