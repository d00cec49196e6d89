import type { Queryable } from '../../db/client';
import { invalidField } from '../../http/errors';
import { groupSlots } from '../groups/repository';

export interface TimeChoice {
  minutes: [number, number];
  slotId: number | null;
}

/** A slot of the group, or hours given as minutes of the day; an unknown slot is the field's error. */
export async function resolveTimeChoice(
  q: Queryable,
  groupId: number,
  choice: { slot_id?: number | undefined; start_minute?: number | undefined; end_minute?: number | undefined },
): Promise<TimeChoice> {
  if (choice.slot_id === undefined) return { minutes: [choice.start_minute ?? 0, choice.end_minute ?? 0], slotId: null };
  const slot = (await groupSlots(q, groupId)).find((s) => s.id === choice.slot_id);
  if (!slot) throw invalidField('slot_id', 'validation.slot_unknown');
  return { minutes: [slot.startMinute, slot.endMinute], slotId: slot.id };
}
