import type { Queryable } from '../../db/client';
import { invalidField } from '../../http/errors';
import { groupSlots, type SlotRow } from '../groups/repository';

export interface TimeChoice {
  minutes: [number, number];
  slotId: number | null;
}

type Choice = { slot_id?: number | undefined; start_minute?: number | undefined; end_minute?: number | undefined };

/** The time chosen: hours as minutes of the day, or the slot asked for (`slot`: that slot of the group, if it has it). */
export function timeChoiceOf(choice: Choice, slot: SlotRow | null): TimeChoice {
  if (choice.slot_id === undefined) return { minutes: [choice.start_minute ?? 0, choice.end_minute ?? 0], slotId: null };
  if (!slot || slot.id !== choice.slot_id) throw invalidField('slot_id', 'validation.slot_unknown');
  return { minutes: [slot.startMinute, slot.endMinute], slotId: slot.id };
}

/** A slot of the group, or hours given as minutes of the day; an unknown slot is the field's error. */
export async function resolveTimeChoice(q: Queryable, groupId: number, choice: Choice): Promise<TimeChoice> {
  if (choice.slot_id === undefined) return timeChoiceOf(choice, null);
  return timeChoiceOf(choice, (await groupSlots(q, groupId)).find((s) => s.id === choice.slot_id) ?? null);
}
