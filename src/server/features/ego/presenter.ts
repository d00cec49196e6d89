import type { Booking, Desk, Schedule } from '../../../contract/bookings';
import type { EgoResponse, EgoUser } from '../../../contract/ego';
import type { DeskRequest } from '../../../contract/lottery';
import type { GroupRow, SlotRow } from '../groups/repository';
import { presentGroup } from '../groups/presenter';
import type { SessionUser } from '../users/repository';

type SubscriptionRow = { id: number; name: string; validUntil: string | null };

/** The user's day at a glance: the current ticket, today's and tomorrow's bookings, the own desk. */
export interface Today {
  ticket: Booking | null;
  schedule: Schedule;
  schedule_tomorrow: Schedule;
  desk: Desk | null;
}

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

export function presentEgo(ego: {
  user: SessionUser;
  group: GroupRow;
  slotRows: SlotRow[];
  subscriptionRows: SubscriptionRow[];
  today: Today;
  lotteryRunStatus: DeskRequest | null;
  isApprover: boolean;
  unreadMessages: number;
  openInvitations: number;
}): EgoResponse {
  return {
    user: presentEgoUser(ego.user, ego.group, ego.subscriptionRows, ego.isApprover),
    ticket: ego.today.ticket,
    schedule: ego.today.schedule,
    schedule_tomorrow: ego.today.schedule_tomorrow,
    group: presentGroup(ego.group, ego.slotRows),
    desk: ego.today.desk,
    lottery_run_status: ego.lotteryRunStatus,
    unread_messages: ego.unreadMessages,
    open_invitations: ego.openInvitations,
  };
}
