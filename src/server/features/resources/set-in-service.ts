import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { HOLDING_BOOKING_STATUSES, bookings, resources, type ResourceKind } from '../../db/schema';
import { AppError } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { recordAudit } from '../audit/record-audit';
import { notify } from '../messages/notify';
import { placeText } from './place';
import { resourcesByIds } from './repository';
import { lockResourceWrites } from './write-lock';

/** Bookings a resource taken out of service loses: held ones and requests still waiting for approval. */
const CANCELLED_WITH_RESOURCE = [...HOLDING_BOOKING_STATUSES, 'waiting'] as const;

/**
 * Takes a resource of any kind out of service (or back). Future bookings of a removed resource are cancelled and
 * their holders told (DeskDeletedNotification), in the same transaction. With `kind`, a resource of another kind
 * does not exist for the caller.
 */
export async function setResourceInService(
  database: Database,
  { auth, group }: RequestContext,
  resourceId: number,
  active: boolean,
  kind?: ResourceKind,
): Promise<void> {
  const placed = (await resourcesByIds(database.db, auth.groupId, [resourceId])).get(resourceId);
  if (!placed || (kind && placed.resource.kind !== kind)) {
    throw new AppError('not_found', kind === 'desk' ? 'errors.desk_not_found' : 'errors.not_found');
  }
  await database.db.transaction(async (tx) => {
    await lockResourceWrites(tx, resourceId);
    const [updated] = await tx
      .update(resources)
      .set({ active })
      .where(and(eq(resources.groupId, auth.groupId), eq(resources.id, resourceId)))
      .returning();
    await recordAudit(tx, auth, {
      action: 'update',
      entity: 'resource',
      entityId: resourceId,
      before: { active: placed.resource.active },
      after: { active: updated?.active ?? active },
    });
    if (active) return;
    const cancelled = await tx
      .update(bookings)
      .set({ status: 'cancelled', endedAt: sql`now()` })
      .where(
        and(
          eq(bookings.groupId, auth.groupId),
          eq(bookings.resourceId, resourceId),
          inArray(bookings.status, [...CANCELLED_WITH_RESOURCE]),
          sql`${bookings.endAt} > now()`,
        ),
      )
      .returning();
    for (const booking of cancelled) {
      await notify(tx, { groupId: auth.groupId, userId: booking.userId }, 'DeskDeletedNotification', {
        desk: placed.resource.label,
        place: placeText(placed),
        time_zone: group.timeZone,
        intervals: [{ start: booking.startAt.toISOString(), end: booking.endAt.toISOString() }],
        ...(placed.resource.kind === 'desk' ? {} : { resource_kind: placed.resource.kind }),
      });
    }
  });
}
