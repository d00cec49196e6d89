import type { SlotBody } from '../../../contract/admin-group';
import type { Database, Tx } from '../../db/client';
import { isUniqueViolation } from '../../db/pg-errors';
import { slots } from '../../db/schema';
import { invalidField, notFound, unauthorized } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { recordAudit } from '../audit/record-audit';
import type { SlotRow } from '../groups/repository';
import { and, eq } from 'drizzle-orm';
import { presentSlot } from './presenter';
import { findSlot, lockGroup, nextSlotPosition, slotNameTaken } from './repository';

const nameTaken = () => invalidField('name', 'validation.slot_name_taken');

async function lockedSlotName(tx: Tx, groupId: number, name: string, exceptId?: number) {
  if (!(await lockGroup(tx, groupId))) throw unauthorized();
  if (await slotNameTaken(tx, groupId, name, exceptId)) throw nameTaken();
}

/** The unique index on (group_id, lower(name)) still guards a race the check above did not see. */
async function refusingDuplicates<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}

/** Adds a slot at the end of the group's list. */
export async function createSlot(database: Database, { auth }: RequestContext, body: SlotBody): Promise<SlotRow> {
  return refusingDuplicates(() =>
    database.db.transaction(async (tx) => {
      await lockedSlotName(tx, auth.groupId, body.name);
      const [row] = await tx
        .insert(slots)
        .values({
          groupId: auth.groupId,
          name: body.name,
          startMinute: body.start_minute,
          endMinute: body.end_minute,
          position: await nextSlotPosition(tx, auth.groupId),
        })
        .returning();
      if (!row) throw new Error('slot insert returned nothing');
      await recordAudit(tx, auth, { action: 'create', entity: 'slot', entityId: row.id, after: presentSlot(row) });
      return row;
    }),
  );
}

/**
 * Renames or moves a slot. Bookings keep the times they were made with (they store their own start and
 * end), so only bookings made from now on use the new times.
 */
export async function updateSlot(database: Database, { auth }: RequestContext, id: number, body: SlotBody): Promise<SlotRow> {
  return refusingDuplicates(() =>
    database.db.transaction(async (tx) => {
      await lockedSlotName(tx, auth.groupId, body.name, id);
      const before = await findSlot(tx, auth.groupId, id);
      if (!before) throw notFound();
      const [row] = await tx
        .update(slots)
        .set({ name: body.name, startMinute: body.start_minute, endMinute: body.end_minute })
        .where(and(eq(slots.groupId, auth.groupId), eq(slots.id, id)))
        .returning();
      if (!row) throw notFound();
      await recordAudit(tx, auth, { action: 'update', entity: 'slot', entityId: id, before: presentSlot(before), after: presentSlot(row) });
      return row;
    }),
  );
}
