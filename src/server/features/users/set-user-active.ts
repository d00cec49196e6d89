import { and, eq, gt, inArray, isNull, lte } from 'drizzle-orm';
import type { AdminUser } from '../../../contract/admin-people';
import type { Database } from '../../db/client';
import { ACTIVE_BOOKING_STATUSES, bookings, deskRequests, resources, series, users } from '../../db/schema';
import { invalidField, notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { recordAudit } from '../audit/record-audit';
import { revokeAllOfUser } from '../auth/refresh-tokens';
import { adminViewsOf, countActiveAdmins, lockGroupForUserChange, lockUser } from './admin-repository';

/**
 * Deactivates a colleague's account (or reactivates it). Deactivating ends every session of the user, cancels their
 * bookings, requests and series still ahead (a running booking ends now), frees their fixed desk and hides them from
 * staff search; nobody else's bookings change. Admins cannot deactivate themselves, so a group keeps an active admin.
 */
export async function setUserActive(
  database: Database,
  { auth }: RequestContext,
  userId: number,
  active: boolean,
  now: Date,
): Promise<AdminUser> {
  const { groupId } = auth;
  return database.db.transaction(async (tx) => {
    await lockGroupForUserChange(tx, groupId);
    const user = await lockUser(tx, groupId, userId);
    if (!user) throw notFound();
    if (!active && userId === auth.userId) throw invalidField('user', 'validation.cannot_deactivate_self');
    const [before] = await adminViewsOf(tx, groupId, [user]);
    if (!before) throw notFound();
    if ((user.deactivatedAt === null) === active) return before;

    if (active) {
      await tx
        .update(users)
        .set({ deactivatedAt: null })
        .where(and(eq(users.groupId, groupId), eq(users.id, userId)));
    } else {
      if (user.isAdmin && (await countActiveAdmins(tx, groupId)) <= 1) throw invalidField('user', 'validation.last_admin');
      await tx
        .update(users)
        .set({ deactivatedAt: now })
        .where(and(eq(users.groupId, groupId), eq(users.id, userId)));
      await revokeAllOfUser(tx, groupId, userId);
      const ofUser = and(eq(bookings.groupId, groupId), eq(bookings.userId, userId));
      await tx
        .update(bookings)
        .set({ status: 'cancelled', endedAt: now })
        .where(and(ofUser, inArray(bookings.status, ['waiting', ...ACTIVE_BOOKING_STATUSES]), gt(bookings.startAt, now)));
      await tx
        .update(bookings)
        .set({ status: 'released', endedAt: now })
        .where(and(ofUser, inArray(bookings.status, [...ACTIVE_BOOKING_STATUSES]), lte(bookings.startAt, now), gt(bookings.endAt, now)));
      await tx
        .update(deskRequests)
        .set({ status: 'withdrawn', decidedAt: now })
        .where(and(eq(deskRequests.groupId, groupId), eq(deskRequests.userId, userId), eq(deskRequests.status, 'waiting')));
      await tx
        .update(series)
        .set({ cancelledAt: now })
        .where(and(eq(series.groupId, groupId), eq(series.userId, userId), isNull(series.cancelledAt)));
      await tx
        .update(resources)
        .set({ ownerUserId: null })
        .where(and(eq(resources.groupId, groupId), eq(resources.kind, 'desk'), eq(resources.ownerUserId, userId)));
    }

    const updated = await lockUser(tx, groupId, userId);
    const [after] = updated ? await adminViewsOf(tx, groupId, [updated]) : [];
    if (!after) throw notFound();
    await recordAudit(tx, auth, {
      action: 'update',
      entity: 'user',
      entityId: userId,
      before: {
        first_name: before.first_name,
        name: before.name,
        email: before.email,
        deactivated_at: before.deactivated_at,
        fixed_desk: before.fixed_desk,
      },
      after: {
        first_name: after.first_name,
        name: after.name,
        email: after.email,
        deactivated_at: after.deactivated_at,
        fixed_desk: after.fixed_desk,
      },
    });
    return after;
  });
}
