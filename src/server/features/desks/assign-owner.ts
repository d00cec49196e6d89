import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Queryable, Tx } from '../../db/client';
import { ACTIVE_BOOKING_STATUSES, bookings, resources, users } from '../../db/schema';
import { AppError, invalidField } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { recordAudit } from '../audit/record-audit';
import { syncOwnerCalendar } from '../desk-settings/owner-calendar';
import { ownerOf } from '../desk-settings/service';
import { groupSlots, type GroupRow } from '../groups/repository';
import type { PlacedResource } from '../resources/repository';
import { findUserByEmail, type UserRow } from '../users/repository';
import { findDesk } from './repository';

/** The group's user with this e-mail, or a 422 on `field`. */
export async function groupUserByEmail(q: Queryable, groupId: number, email: string, field: string): Promise<UserRow> {
  const user = await findUserByEmail(q, email);
  if (!user || user.groupId !== groupId) throw invalidField(field, 'validation.email_not_found');
  return user;
}

/** Makes the desk the fixed desk of the user with this e-mail (or nobody's); the owner's calendar follows at once. */
export async function assignDeskOwner(
  database: Database,
  { auth, group }: RequestContext,
  deskId: number,
  email: string | null,
  now: Date,
) {
  const { groupId } = auth;
  const desk = await findDesk(database.db, groupId, deskId);
  if (!desk) throw new AppError('not_found', 'errors.desk_not_found');
  const owner = email ? await groupUserByEmail(database.db, groupId, email, 'email') : null;
  await database.db.transaction(async (tx) => {
    await applyDeskOwner(tx, group, desk, owner, now);
    await recordAudit(tx, auth, {
      action: 'update',
      entity: 'resource',
      entityId: desk.resource.id,
      before: { owner_user_id: desk.resource.ownerUserId },
      after: { owner_user_id: owner?.id ?? null },
    });
  });
}

/**
 * Inside the caller's transaction: the desk's owner becomes `owner` (or nobody). The previous owner's future own
 * days end; the new owner's calendar is generated while the desk is in service.
 */
export async function applyDeskOwner(tx: Tx, group: GroupRow, desk: PlacedResource, owner: UserRow | null, now: Date) {
  const groupId = group.id;
  const slots = await groupSlots(tx, groupId);
  // The previous owner's future own days end with the ownership.
  await tx
    .update(bookings)
    .set({ status: 'released', endedAt: sql`now()` })
    .where(
      and(
        eq(bookings.groupId, groupId),
        eq(bookings.resourceId, desk.resource.id),
        eq(bookings.source, 'owner'),
        inArray(bookings.status, [...ACTIVE_BOOKING_STATUSES]),
        sql`${bookings.endAt} > now()`,
      ),
    );
  await tx
    .update(resources)
    .set({ ownerUserId: null })
    .where(and(eq(resources.groupId, groupId), eq(resources.kind, 'desk'), eq(resources.ownerUserId, owner?.id ?? -1)));
  await tx
    .update(resources)
    .set({ ownerUserId: owner?.id ?? null })
    .where(and(eq(resources.groupId, groupId), eq(resources.id, desk.resource.id)));
  if (!owner || !desk.resource.active) return;
  const mode = owner.deskMode === 'searching' ? 'always' : owner.deskMode;
  const [updated] = await tx
    .update(users)
    .set({ deskMode: mode })
    .where(and(eq(users.groupId, groupId), eq(users.id, owner.id)))
    .returning();
  if (updated) await syncOwnerCalendar(tx, ownerOf(updated, desk), group, slots, { resetReleased: true, now });
}
