import type { Booking, EditBookingsInput } from '../../../contract/bookings';
import { MULTI_DAY_EDIT_MAX_DAYS } from '../../../contract/limits';
import { wallMinute } from '../../../domain/time/local-day';

/** The ids of '?ids=1,2,3': positive integers, each once, in their order; anything else is dropped. */
export function parseEditIds(param: string | null): number[] {
  if (!param) return [];
  const ids: number[] = [];
  for (const part of param.split(',')) {
    const text = part.trim();
    if (!/^\d{1,12}$/.test(text)) continue;
    const id = Number(text);
    if (id > 0 && !ids.includes(id)) ids.push(id);
  }
  return ids;
}

/** Whether one more booking may be selected (spec §5: at most five days in a multi-day edit). */
export const isSelectionFull = (selected: readonly number[], max = MULTI_DAY_EDIT_MAX_DAYS) => selected.length >= max;

/** Selects or unselects a booking; selecting beyond the limit changes nothing. */
export function toggleSelection(selected: readonly number[], id: number, isSelected: boolean, max = MULTI_DAY_EDIT_MAX_DAYS): number[] {
  if (!isSelected) return selected.filter((s) => s !== id);
  if (selected.includes(id) || isSelectionFull(selected, max)) return [...selected];
  return [...selected, id];
}

/** A checkbox is disabled when the limit is reached and it is not one of the selected. */
export const isCheckboxDisabled = (selected: readonly number[], id: number, max = MULTI_DAY_EDIT_MAX_DAYS) =>
  !selected.includes(id) && isSelectionFull(selected, max);

/** The time part of the edit: keep each day's time, one of the group's slots, or hours. */
export interface EditTimeValue {
  /** 'keep', a slot id as text, or 'hours' */
  choice: string;
  start: number;
  end: number;
}

export type EditTimeChoice = { slot_id: number } | { start_minute: number; end_minute: number };
/** No time fields: each day keeps its time. */
export type KeepTime = Record<string, never>;

export const isNewTime = (time: EditTimeChoice | KeepTime): time is EditTimeChoice => 'slot_id' in time || 'start_minute' in time;

/** The request's time fields; null when the hours end before they start. `{}` keeps the times. */
export function toEditTime(value: EditTimeValue): EditTimeChoice | KeepTime | null {
  if (value.choice === 'keep') return {};
  if (value.choice === 'hours') return value.start < value.end ? { start_minute: value.start, end_minute: value.end } : null;
  const id = Number(value.choice);
  return Number.isInteger(id) && id > 0 ? { slot_id: id } : null;
}

/** The request body (validated later by the contract's schema). */
export function editBody(ids: readonly number[], time: EditTimeChoice | KeepTime, deskId: string): EditBookingsInput {
  const desk = Number(deskId);
  return { booking_ids: [...ids], ...time, ...(deskId && Number.isInteger(desk) && desk > 0 ? { desk_id: desk } : {}) };
}

/** Minutes after local midnight of an instant in a zone; `isEnd`: midnight of the next day is 1440. */
export function minuteOfDay(instant: string, timeZone: string, isEnd = false): number {
  const minute = wallMinute(new Date(instant), timeZone);
  return isEnd && minute === 0 ? 1440 : minute;
}

/** The time a day keeps ('keep'): its slot, or its hours in the group's zone. */
export function keptTime(booking: Pick<Booking, 'slot_id' | 'start_at' | 'end_at'>, timeZone: string): EditTimeChoice {
  if (booking.slot_id !== null) return { slot_id: booking.slot_id };
  return { start_minute: minuteOfDay(booking.start_at, timeZone), end_minute: minuteOfDay(booking.end_at, timeZone, true) };
}

/** For each selected day, the time to look for free desks at: the new time, or the day's own. */
export function deskSearches(
  bookings: readonly Pick<Booking, 'day' | 'slot_id' | 'start_at' | 'end_at'>[],
  time: EditTimeChoice | KeepTime,
  timeZone: string,
): { day: string; time: EditTimeChoice }[] {
  return bookings.map((b) => ({ day: b.day, time: isNewTime(time) ? time : keptTime(b, timeZone) }));
}
