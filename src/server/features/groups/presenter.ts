import type { Group, GroupByCode } from '../../../contract/group';
import { DEFAULT_NAV_COLORS } from '../../../contract/limits';
import type { GroupRow, SlotRow } from './repository';

export function presentGroup(group: GroupRow, slotRows: SlotRow[]): Group {
  return {
    id: group.id,
    name: group.name,
    allocation_mode: group.allocationMode,
    slots: slotRows.map((s) => ({ id: s.id, name: s.name, start_minute: s.startMinute, end_minute: s.endMinute })),
    has_conference_rooms: group.hasConferenceRooms,
    subscription_required: group.subscriptionRequired,
    has_staff_search: group.hasStaffSearch,
    has_parkefficient_link: group.hasParkefficientLink,
    parking_link_url: group.parkingLinkUrl,
    colors: {
      nav: {
        active: group.navActiveColor ?? DEFAULT_NAV_COLORS.active,
        inactive: group.navInactiveColor ?? DEFAULT_NAV_COLORS.inactive,
      },
    },
    translation: group.translation,
    password_policy: group.passwordPolicy,
    time_zone: group.timeZone,
    max_advance_days: group.maxAdvanceDays,
    checkin_grace_minutes: group.checkinGraceMinutes,
    lottery_cutoff_minute: group.lotteryCutoffMinute,
    fairness_window_weeks: group.fairnessWindowWeeks,
    no_shows_count: group.noShowsCount,
    waitlist_offer_minutes: group.waitlistOfferMinutes,
    desk_quota_per_week: group.deskQuotaPerWeek,
  };
}

export const presentGroupByCode = (group: GroupRow): GroupByCode => ({ name: group.name, password_policy: group.passwordPolicy });
