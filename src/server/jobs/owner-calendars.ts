import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { resources, users } from '../db/schema';
import { syncOwnerCalendar } from '../features/desk-settings/owner-calendar';
import { findDesk } from '../features/desks/repository';
import { findGroup, groupSlots } from '../features/groups/repository';
import { ownerOf } from '../features/desk-settings/service';

/**
 * Each new day enters the booking horizon: owners get their desk for it (days they released stay released).
 */
export async function extendOwnerCalendars(tx: Tx, now: Date): Promise<number> {
  const owners = await tx
    .select({ user: users, deskId: resources.id })
    .from(resources)
    .innerJoin(users, and(eq(users.groupId, resources.groupId), eq(users.id, resources.ownerUserId)))
    .where(
      and(
        eq(resources.kind, 'desk'),
        isNotNull(resources.ownerUserId),
        eq(resources.active, true),
        inArray(users.deskMode, ['always', 'chosen_days']),
      ),
    );
  let added = 0;
  for (const { user, deskId } of owners) {
    const [desk, group, slots] = [
      await findDesk(tx, user.groupId, deskId),
      await findGroup(tx, user.groupId),
      await groupSlots(tx, user.groupId),
    ];
    if (!desk || !group) continue;
    added += (await syncOwnerCalendar(tx, ownerOf(user, desk), group, slots, { resetReleased: false, now })).reclaimed.length;
  }
  return added;
}
