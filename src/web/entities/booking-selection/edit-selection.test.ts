import { describe, expect, it } from 'vitest';
import { paths } from '../../lib/paths';
import { editBookingsBodySchema } from '../../../contract/bookings';
import {
  deskSearches,
  editBody,
  isCheckboxDisabled,
  isSelectionFull,
  keptTime,
  minuteOfDay,
  parseEditIds,
  toEditTime,
  toggleSelection,
} from './edit-selection';

describe('selection for the multi-day edit', () => {
  it('selects up to five bookings; the sixth is refused and its checkbox disabled', () => {
    let selected: number[] = [];
    for (const id of [1, 2, 3, 4, 5]) selected = toggleSelection(selected, id, true);
    expect(selected).toEqual([1, 2, 3, 4, 5]);
    expect(isSelectionFull(selected)).toBe(true);
    expect(toggleSelection(selected, 6, true)).toEqual([1, 2, 3, 4, 5]);
    expect(isCheckboxDisabled(selected, 6)).toBe(true);
    expect(isCheckboxDisabled(selected, 3)).toBe(false);
    selected = toggleSelection(selected, 3, false);
    expect(selected).toEqual([1, 2, 4, 5]);
    expect(isCheckboxDisabled(selected, 6)).toBe(false);
    expect(toggleSelection(selected, 6, true)).toEqual([1, 2, 4, 5, 6]);
  });

  it('selects a booking once', () => {
    expect(toggleSelection([1], 1, true)).toEqual([1]);
  });

  it('takes a custom limit', () => {
    expect(isSelectionFull([1, 2], 2)).toBe(true);
    expect(toggleSelection([1, 2], 3, true, 2)).toEqual([1, 2]);
  });
});

describe('ids in the URL', () => {
  it('round-trips through the edit path', () => {
    const href = paths.editBookings([3, 1, 2]);
    expect(parseEditIds(new URLSearchParams(href.split('?')[1]).get('ids'))).toEqual([3, 1, 2]);
  });

  it('drops junk, zero and repeats', () => {
    expect(parseEditIds('1, 2,x,0,-4,2,1.5,7')).toEqual([1, 2, 7]);
    expect(parseEditIds(null)).toEqual([]);
    expect(parseEditIds('')).toEqual([]);
  });

  it('keeps more than five so the screen can say so', () => {
    expect(parseEditIds('1,2,3,4,5,6')).toHaveLength(6);
  });
});

describe('the request body', () => {
  it('keeps the time, takes a slot or hours', () => {
    expect(toEditTime({ choice: 'keep', start: 0, end: 0 })).toEqual({});
    expect(toEditTime({ choice: '7', start: 0, end: 0 })).toEqual({ slot_id: 7 });
    expect(toEditTime({ choice: 'hours', start: 540, end: 600 })).toEqual({ start_minute: 540, end_minute: 600 });
    expect(toEditTime({ choice: 'hours', start: 600, end: 540 })).toBeNull();
    expect(toEditTime({ choice: 'nonsense', start: 0, end: 0 })).toBeNull();
  });

  it('passes the contract: a new slot, another desk, both; keeping everything is refused', () => {
    expect(editBookingsBodySchema.safeParse(editBody([1, 2], { slot_id: 3 }, '')).success).toBe(true);
    expect(editBody([1], {}, '12')).toEqual({ booking_ids: [1], desk_id: 12 });
    expect(editBookingsBodySchema.safeParse(editBody([1], {}, '12')).success).toBe(true);
    expect(editBookingsBodySchema.safeParse(editBody([1], { start_minute: 480, end_minute: 600 }, '12')).success).toBe(true);
    const nothing = editBookingsBodySchema.safeParse(editBody([1], {}, ''));
    expect(nothing.success).toBe(false);
    expect(nothing.error?.issues[0]?.message).toBe('validation.slot_or_hours');
  });

  it('refuses six bookings as the server does', () => {
    const parsed = editBookingsBodySchema.safeParse(editBody([1, 2, 3, 4, 5, 6], { slot_id: 1 }, ''));
    expect(parsed.error?.issues[0]?.message).toBe('validation.edit_too_many_days');
  });
});

describe('the times free desks are looked up at', () => {
  const zone = 'Europe/Berlin';
  // 2026-03-10 is CET (UTC+1)
  const hoursBooking = { day: '2026-03-10', slot_id: null, start_at: '2026-03-10T08:30:00.000Z', end_at: '2026-03-10T23:00:00.000Z' };
  const slotBooking = { day: '2026-03-11', slot_id: 4, start_at: '2026-03-11T07:00:00.000Z', end_at: '2026-03-11T12:00:00.000Z' };

  it('reads minutes of the day in the group zone; midnight as an end is 1440', () => {
    expect(minuteOfDay(hoursBooking.start_at, zone)).toBe(570);
    expect(minuteOfDay(hoursBooking.end_at, zone, true)).toBe(1440);
    expect(minuteOfDay(hoursBooking.end_at, zone)).toBe(0);
  });

  it("keeps a day's slot or its hours", () => {
    expect(keptTime(slotBooking, zone)).toEqual({ slot_id: 4 });
    expect(keptTime(hoursBooking, zone)).toEqual({ start_minute: 570, end_minute: 1440 });
  });

  it('uses the new time for every day, or each day its own', () => {
    expect(deskSearches([hoursBooking, slotBooking], { slot_id: 2 }, zone)).toEqual([
      { day: '2026-03-10', time: { slot_id: 2 } },
      { day: '2026-03-11', time: { slot_id: 2 } },
    ]);
    expect(deskSearches([hoursBooking, slotBooking], {}, zone)).toEqual([
      { day: '2026-03-10', time: { start_minute: 570, end_minute: 1440 } },
      { day: '2026-03-11', time: { slot_id: 4 } },
    ]);
  });
});
