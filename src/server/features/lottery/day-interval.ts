import { workingDayMinutes } from '../../../domain/desk-mode';
import { resolvedMinutesInterval } from '../../../domain/time/interval';
import type { GroupRow, SlotRow } from '../groups/repository';

/** A lottery allocates the whole working day of the group's slots. */
export function lotteryInterval(day: string, group: GroupRow, slots: SlotRow[]) {
  const [start, end] = workingDayMinutes(slots.map((s) => ({ start_minute: s.startMinute, end_minute: s.endMinute })));
  return resolvedMinutesInterval(day, start, end, group.timeZone);
}
