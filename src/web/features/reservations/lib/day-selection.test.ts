import { describe, expect, it } from 'vitest';
import { addDays } from '../../../../domain/time/local-day';
import { isSelectable, lastSelectableDay, pickerDays, selectDays } from './day-selection';

const today = '2026-11-22';

describe('day selection limits', () => {
  it('offers at most 30 days from today', () => {
    expect(lastSelectableDay(today, 60)).toBe(addDays(today, 29));
    expect(pickerDays(today, today, 60)).toHaveLength(30);
  });

  it('stops at the group horizon when it is nearer', () => {
    expect(lastSelectableDay(today, 14)).toBe(addDays(today, 14));
    expect(pickerDays(today, today, 14)).toHaveLength(15);
    expect(isSelectable(addDays(today, 15), today, 14)).toBe(false);
  });

  it('lists earlier days of the week, but they are not selectable', () => {
    const days = pickerDays('2026-11-16', today, 14);
    expect(days[0]).toBe('2026-11-16');
    expect(isSelectable('2026-11-21', today, 14)).toBe(false);
    expect(isSelectable(today, today, 14)).toBe(true);
  });

  it('refuses past days and days beyond the horizon', () => {
    const { days, refused } = selectDays(['2026-11-21', today, addDays(today, 3), addDays(today, 20)], today, 14);
    expect(days).toEqual([today, addDays(today, 3)]);
    expect(refused.map((p) => p.key)).toEqual(['validation.day_in_past', 'validation.day_beyond_advance']);
  });

  it('keeps days unique and sorted', () => {
    expect(selectDays([addDays(today, 2), today, addDays(today, 2)], today, 14).days).toEqual([today, addDays(today, 2)]);
  });
});
