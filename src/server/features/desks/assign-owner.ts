import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client';
import { ACTIVE_BOOKING_STATUSES, bookings, resources, users } from '../../db/schema';
import { AppError, invalidField } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { syncOwnerCalendar } from '../desk-settings/owner-calendar';
import { ownerOf } from '../desk-settings/service';
import { groupSlots, type GroupRow, type SlotRow } from '../groups/repository';
import type { PlacedResource } from '../resources/repository';
import { findUserByEmail, type UserRow } from '../users/repository';
import { findDesk } from './repository';

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
  const owner = email ? await findUserByEmail(database.db, email) : null;
  if (email && (!owner || owner.groupId !== groupId)) throw invalidField('email', 'validation.email_not_found');
  const slots = await groupSlots(database.db, groupId);
  await database.db.transaction((tx) => setDeskOwner(tx, group, desk, owner, slots, now));
}

/**
 * Makes the desk the fixed desk of the owner (or nobody's) inside the caller's transaction: the previous owner's
 * future own days on it end, the owner's other desk is freed, and the owner's calendar follows at once.
 */
export async function setDeskOwner(
  tx: Queryable,
  group: GroupRow,
  desk: PlacedResource,
  owner: UserRow | null,
  slots: SlotRow[],
  now: Date,
) {
  const groupId = group.id;
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
  if (!owner) return;
  const mode = owner.deskMode === 'searching' ? 'always' : owner.deskMode;
  const [updated] = await tx
    .update(users)
    .set({ deskMode: mode })
    .where(and(eq(users.groupId, groupId), eq(users.id, owner.id)))
    .returning();
  if (updated) await syncOwnerCalendar(tx, ownerOf(updated, desk), group, slots, { resetReleased: true, now });
}
