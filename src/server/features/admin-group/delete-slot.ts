import { and, eq } from 'drizzle-orm';
import { localDayOf } from '../../../domain/time/local-day';
import type { Database } from '../../db/client';
import { slots } from '../../db/schema';
import { conflict, invalidField, notFound, unauthorized } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { recordAudit } from '../audit/record-audit';
import { presentSlot } from './presenter';
import { countSlots, findSlot, lockGroup, slotInUse } from './repository';

/**
 * Removes a slot. One still booked from today on (or by a running series) stays, so existing bookings
 * keep their slot (409); the last slot stays too, since one-click books the group's working day by its slots.
 */
export async function deleteSlot(database: Database, { auth, group }: RequestContext, id: number, now: Date): Promise<void> {
  await database.db.transaction(async (tx) => {
    if (!(await lockGroup(tx, auth.groupId))) throw unauthorized();
    const slot = await findSlot(tx, auth.groupId, id);
    if (!slot) throw notFound();
    if ((await countSlots(tx, auth.groupId)) <= 1) throw invalidField('id', 'validation.slot_last');
    if (await slotInUse(tx, auth.groupId, id, localDayOf(now, group.timeZone))) throw conflict('errors.slot_in_use');
    await tx.delete(slots).where(and(eq(slots.groupId, auth.groupId), eq(slots.id, id)));
    await recordAudit(tx, auth, { action: 'delete', entity: 'slot', entityId: id, before: presentSlot(slot) });
  });
}
