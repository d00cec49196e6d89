import { addDays, weekday, type LocalDay } from './time/local-day';

export type DeskMode = 'always' | 'chosen_days' | 'offering' | 'searching';
export const WORKING_WEEKDAYS = [1, 2, 3, 4, 5] as const;

/** The days an owner uses the own desk from `from` for `count` days; on all others it is shared. */
export function ownerDays(mode: DeskMode, chosenWeekdays: readonly number[], from: LocalDay, count: number): LocalDay[] {
  const uses: readonly number[] = mode === 'always' ? WORKING_WEEKDAYS : mode === 'chosen_days' ? chosenWeekdays : [];
  const days: LocalDay[] = [];
  for (let i = 0; i < count; i++) {
    const day = addDays(from, i);
    if (uses.includes(weekday(day))) days.push(day);
  }
  return days;
}

/** The widest interval of the group's slots: an owner's day, and a one-click booking. */
export function workingDayMinutes(slots: ReadonlyArray<{ start_minute: number; end_minute: number }>): [number, number] {
  if (slots.length === 0) return [8 * 60, 18 * 60];
  return [Math.min(...slots.map((s) => s.start_minute)), Math.max(...slots.map((s) => s.end_minute))];
}
