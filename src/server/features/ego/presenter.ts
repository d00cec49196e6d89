import type { EgoResponse, EgoUser } from '../../../contract/ego';
import type { DeskRequest } from '../../../contract/lottery';
import type { GroupRow, SlotRow } from '../groups/repository';
import { presentGroup } from '../groups/presenter';
import type { SessionUser } from '../users/repository';
import type { Today } from './today';

type SubscriptionRow = { id: number; name: string; validUntil: string | null };

export function presentEgoUser(user: SessionUser, group: GroupRow, subscriptionRows: SubscriptionRow[], isApprover: boolean): EgoUser {
  return {
    id: user.id,
    email: user.email,
    first_name: user.firstName,
    name: user.name,
    personnel_number: user.personnelNumber,
    user_group: user.userGroup,
    desk_label: user.deskLabel,
    language: user.language,
    desk_required: user.deskRequired,
    desk_mode: user.deskMode,
    has_subscription: user.hasSubscription,
    subscriptions: subscriptionRows.map((s) => ({ id: s.id, name: s.name, valid_until: s.validUntil })),
    subscription_needed: group.subscriptionRequired && user.deskRequired !== 'none',
    is_admin: user.isAdmin,
    is_approver: user.isAdmin || isApprover,
  };
}

export function presentEgo(
  user: SessionUser,
  group: GroupRow,
  slotRows: SlotRow[],
  subscriptionRows: SubscriptionRow[],
  today: Today,
  lotteryRunStatus: DeskRequest | null,
  isApprover: boolean,
): EgoResponse {
  return {
    user: presentEgoUser(user, group, subscriptionRows, isApprover),
    ticket: today.ticket,
    schedule: today.schedule,
    schedule_tomorrow: today.schedule_tomorrow,
    group: presentGroup(group, slotRows),
    desk: today.desk,
    lottery_run_status: lotteryRunStatus,
  };
}
