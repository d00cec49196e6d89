import { eq } from 'drizzle-orm';
import type { LotterySettingsBody } from '../../../contract/lottery';
import type { Queryable } from '../../db/client';
import { groups } from '../../db/schema';
import { unauthorized } from '../../http/errors';
import type { AuthContext } from '../../http/request-context';
import { recordAudit } from '../audit/record-audit';
import { findGroup, type GroupRow } from '../groups/repository';

const lotteryFields = (group: GroupRow): LotterySettingsBody => ({
  allocation_mode: group.allocationMode,
  lottery_cutoff_minute: group.lotteryCutoffMinute,
  fairness_window_weeks: group.fairnessWindowWeeks,
  no_shows_count: group.noShowsCount,
  waitlist_offer_minutes: group.waitlistOfferMinutes,
});

/** Allocation mode and lottery settings; recorded in the audit log (call inside a transaction). */
export async function updateLotterySettings(q: Queryable, auth: AuthContext, body: LotterySettingsBody): Promise<GroupRow> {
  const groupId = auth.groupId;
  const before = await findGroup(q, groupId);
  const [group] = await q
    .update(groups)
    .set({
      allocationMode: body.allocation_mode,
      lotteryCutoffMinute: body.lottery_cutoff_minute,
      fairnessWindowWeeks: body.fairness_window_weeks,
      noShowsCount: body.no_shows_count,
      ...(body.waitlist_offer_minutes === undefined ? {} : { waitlistOfferMinutes: body.waitlist_offer_minutes }),
    })
    .where(eq(groups.id, groupId))
    .returning();
  if (!group || !before) throw unauthorized();
  await recordAudit(q, auth, {
    action: 'update',
    entity: 'group',
    entityId: groupId,
    before: lotteryFields(before),
    after: lotteryFields(group),
  });
  return group;
}
