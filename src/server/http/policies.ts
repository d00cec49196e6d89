import type { GroupRow } from '../features/groups/repository';
import type { SessionUser } from '../features/users/repository';

/** Roles a route can demand; who holds one is decided here and nowhere else. */
export type Role = 'admin';

export function hasRole(user: SessionUser, role: Role): boolean {
  switch (role) {
    case 'admin':
      return user.isAdmin;
  }
}

/** Capabilities a group switches on; a route of a capability the caller's group has off answers 403. */
export type GroupFeature = 'conference_rooms' | 'staff_search' | 'parking';

export function groupHas(group: GroupRow, feature: GroupFeature): boolean {
  switch (feature) {
    case 'conference_rooms':
      return group.hasConferenceRooms;
    case 'staff_search':
      return group.hasStaffSearch;
    case 'parking':
      return group.hasParkefficientLink;
  }
}

/** What a caller is told whose group has the capability off. */
export const FEATURE_OFF_MESSAGE: Record<GroupFeature, string> = {
  conference_rooms: 'errors.feature_off.conference_rooms',
  staff_search: 'errors.staff_search_disabled',
  parking: 'parking.errors.feature_off',
};

/** Who may decide a request for a resource: an admin of its group, or one of the resource's approvers. */
export function mayDecide(user: SessionUser, resourceApproverIds: readonly number[]): boolean {
  return user.isAdmin || resourceApproverIds.includes(user.id);
}
