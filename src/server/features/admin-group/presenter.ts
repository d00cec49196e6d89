import type { AdminGroup } from '../../../contract/admin-group';
import type { Slot } from '../../../contract/group';
import type { GroupRow, SlotRow } from '../groups/repository';

export const presentAdminGroup = (group: GroupRow): AdminGroup => ({
  has_conference_rooms: group.hasConferenceRooms,
  has_staff_search: group.hasStaffSearch,
  has_parkefficient_link: group.hasParkefficientLink,
  subscription_required: group.subscriptionRequired,
  nav_active_color: group.navActiveColor,
  nav_inactive_color: group.navInactiveColor,
  time_zone: group.timeZone,
  password_policy: group.passwordPolicy,
  max_advance_days: group.maxAdvanceDays,
  checkin_grace_minutes: group.checkinGraceMinutes,
  desk_quota_per_week: group.deskQuotaPerWeek,
});

export const presentSlot = (slot: SlotRow): Slot => ({
  id: slot.id,
  name: slot.name,
  start_minute: slot.startMinute,
  end_minute: slot.endMinute,
});
