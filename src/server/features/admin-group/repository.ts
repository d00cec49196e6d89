import { and, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { ACTIVE_BOOKING_STATUSES, bookings, groups, series, slots } from '../../db/schema';
import type { GroupRow, SlotRow } from '../groups/repository';

/** The group row, locked until the transaction ends: admin changes of one group run one after another. */
export async function lockGroup(q: Queryable, groupId: number): Promise<GroupRow | null> {
  const rows = await q.select().from(groups).where(eq(groups.id, groupId)).for('no key update');
  return rows[0] ?? null;
}

export async function updateGroup(q: Queryable, groupId: number, values: Partial<typeof groups.$inferInsert>): Promise<GroupRow> {
  const [row] = await q.update(groups).set(values).where(eq(groups.id, groupId)).returning();
  if (!row) throw new Error('group update returned nothing');
  return row;
}

export async function findSlot(q: Queryable, groupId: number, id: number): Promise<SlotRow | null> {
  const rows = await q
    .select()
    .from(slots)
    .where(and(eq(slots.groupId, groupId), eq(slots.id, id)))
    .limit(1);
  return rows[0] ?? null;
}

/** Another slot of the group with that name, whatever its case. */
export async function slotNameTaken(q: Queryable, groupId: number, name: string, exceptId?: number): Promise<boolean> {
  const rows = await q
    .select({ id: slots.id })
    .from(slots)
    .where(
      and(eq(slots.groupId, groupId), sql`lower(${slots.name}) = lower(${name})`, exceptId ? sql`${slots.id} <> ${exceptId}` : undefined),
    )
    .limit(1);
  return rows.length > 0;
}

export async function countSlots(q: Queryable, groupId: number): Promise<number> {
  const [row] = await q
    .select({ n: sql<number>`count(*)::int` })
    .from(slots)
    .where(eq(slots.groupId, groupId));
  return row?.n ?? 0;
}

export async function nextSlotPosition(q: Queryable, groupId: number): Promise<number> {
  const [row] = await q
    .select({ n: sql<number>`coalesce(max(${slots.position}) + 1, 0)::int` })
    .from(slots)
    .where(eq(slots.groupId, groupId));
  return row?.n ?? 0;
}

/** Bookings from `today` on, or running series, that were made by this slot. */
export async function slotInUse(q: Queryable, groupId: number, slotId: number, today: string): Promise<boolean> {
  const [booking] = await q
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.groupId, groupId),
        eq(bookings.slotId, slotId),
        gte(bookings.day, today),
        inArray(bookings.status, [...ACTIVE_BOOKING_STATUSES, 'waiting']),
      ),
    )
    .limit(1);
  if (booking) return true;
  const [running] = await q
    .select({ id: series.id })
    .from(series)
    .where(and(eq(series.groupId, groupId), eq(series.slotId, slotId), isNull(series.cancelledAt)))
    .limit(1);
  return running !== undefined;
}
