import { and, eq, inArray } from 'drizzle-orm';
import type { AdminUser, UpdateAdminUserBody } from '../../../contract/admin-people';
import type { Database } from '../../db/client';
import { resourceApprovers, subscriptions, users } from '../../db/schema';
import { invalidField, notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { recordAudit } from '../audit/record-audit';
import { applyDeskOwner } from '../desks/assign-owner';
import { findDesk } from '../desks/repository';
import { adminViewsOf, approvableResources, countActiveAdmins, lockGroupForUserChange, lockUser, ownedDesk } from './admin-repository';

/** The changed fields of two views of a user, with the name and e-mail that say whom they concern. */
export function changedFields(before: AdminUser, after: AdminUser) {
  const keys = (Object.keys(after) as Array<keyof AdminUser>).filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
  const pick = (view: AdminUser) => ({
    first_name: view.first_name,
    name: view.name,
    email: view.email,
    ...Object.fromEntries(keys.map((key) => [key, view[key]])),
  });
  return { changed: keys.length > 0, before: pick(before), after: pick(after) };
}

/** An admin changes a user's roles, fixed desk, subscription and approvals, all in one transaction. */
export async function updateAdminUser(
  database: Database,
  { auth, group }: RequestContext,
  userId: number,
  body: UpdateAdminUserBody,
  now: Date,
): Promise<AdminUser> {
  const { groupId } = auth;
  return database.db.transaction(async (tx) => {
    await lockGroupForUserChange(tx, groupId);
    const user = await lockUser(tx, groupId, userId);
    if (!user) throw notFound();
    const [before] = await adminViewsOf(tx, groupId, [user]);
    if (!before) throw notFound();

    if (body.is_admin === false && user.isAdmin && user.deactivatedAt === null && (await countActiveAdmins(tx, groupId)) <= 1)
      throw invalidField('is_admin', 'validation.last_admin');
    const desk = body.fixed_desk_id ? await findDesk(tx, groupId, body.fixed_desk_id) : null;
    if (body.fixed_desk_id && !desk) throw invalidField('fixed_desk_id', 'validation.desk_unknown');
    const approverIds = [...new Set(body.approver_resource_ids ?? [])];
    if ((await approvableResources(tx, groupId, approverIds)).size !== approverIds.length)
      throw invalidField('approver_resource_ids', 'validation.resource_not_approvable');
    const removedIds = [...new Set(body.remove_subscription_ids ?? [])];
    if (removedIds.length > 0) {
      const found = await tx
        .select({ id: subscriptions.id })
        .from(subscriptions)
        .where(and(eq(subscriptions.groupId, groupId), eq(subscriptions.userId, userId), inArray(subscriptions.id, removedIds)));
      if (found.length !== removedIds.length) throw invalidField('remove_subscription_ids', 'validation.subscription_unknown');
    }

    if (body.is_admin !== undefined || body.has_subscription !== undefined)
      await tx
        .update(users)
        .set({
          ...(body.is_admin !== undefined ? { isAdmin: body.is_admin } : {}),
          ...(body.has_subscription !== undefined ? { hasSubscription: body.has_subscription } : {}),
        })
        .where(and(eq(users.groupId, groupId), eq(users.id, userId)));

    if (body.fixed_desk_id !== undefined) {
      const current = await ownedDesk(tx, groupId, userId);
      if (current?.resource.id !== desk?.resource.id) {
        if (current) await applyDeskOwner(tx, group, current, null, now);
        const owner = await lockUser(tx, groupId, userId);
        if (desk && owner) await applyDeskOwner(tx, group, desk, owner, now);
      }
    }

    if (removedIds.length > 0)
      await tx
        .delete(subscriptions)
        .where(and(eq(subscriptions.groupId, groupId), eq(subscriptions.userId, userId), inArray(subscriptions.id, removedIds)));
    if (body.subscription_from && body.subscription_until)
      await tx.insert(subscriptions).values({
        groupId,
        userId,
        name: '',
        validFrom: body.subscription_from,
        validUntil: body.subscription_until,
      });

    if (body.approver_resource_ids !== undefined) {
      await tx.delete(resourceApprovers).where(and(eq(resourceApprovers.groupId, groupId), eq(resourceApprovers.userId, userId)));
      if (approverIds.length > 0)
        await tx.insert(resourceApprovers).values(approverIds.map((resourceId) => ({ groupId, resourceId, userId })));
    }

    const updated = await lockUser(tx, groupId, userId);
    const [after] = updated ? await adminViewsOf(tx, groupId, [updated]) : [];
    if (!after) throw notFound();
    const diff = changedFields(before, after);
    if (diff.changed)
      await recordAudit(tx, auth, { action: 'update', entity: 'user', entityId: userId, before: diff.before, after: diff.after });
    return after;
  });
}
