import type { AdminGroupBody } from '../../../contract/admin-group';
import type { Database } from '../../db/client';
import { unauthorized } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { recordAudit } from '../audit/record-audit';
import type { GroupRow } from '../groups/repository';
import { presentAdminGroup } from './presenter';
import { lockGroup, updateGroup } from './repository';

/** Flags, colours, time zone, password policy and booking rules of the admin's group, in one go. */
export async function updateGroupSettings(database: Database, { auth }: RequestContext, body: AdminGroupBody): Promise<GroupRow> {
  return database.db.transaction(async (tx) => {
    const before = await lockGroup(tx, auth.groupId);
    if (!before) throw unauthorized();
    const after = await updateGroup(tx, auth.groupId, {
      hasConferenceRooms: body.has_conference_rooms,
      hasStaffSearch: body.has_staff_search,
      hasParkefficientLink: body.has_parkefficient_link,
      subscriptionRequired: body.subscription_required,
      navActiveColor: body.nav_active_color,
      navInactiveColor: body.nav_inactive_color,
      timeZone: body.time_zone,
      passwordPolicy: body.password_policy,
      maxAdvanceDays: body.max_advance_days,
      checkinGraceMinutes: body.checkin_grace_minutes,
      deskQuotaPerWeek: body.desk_quota_per_week,
    });
    await recordAudit(tx, auth, {
      action: 'update',
      entity: 'group',
      entityId: auth.groupId,
      before: presentAdminGroup(before),
      after: presentAdminGroup(after),
    });
    return after;
  });
}
