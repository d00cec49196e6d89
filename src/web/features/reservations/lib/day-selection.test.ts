import { describe, expect, it } from 'vitest';
import { isBookableDay, lastBookableDay } from '../../../entities/booking/horizon';
import { pickerDays, selectDays } from './day-selection';

const today = '2026-11-22';

describe('day selection limits', () => {
  it('offers at most 30 days from today', () => {
    expect(lastBookableDay(today, 60)).toBe('2026-12-21');
    expect(pickerDays(today, today, 60)).toHaveLength(30);
    expect(pickerDays(today, today, 60).at(-1)).toBe('2026-12-21');
  });

  it('stops at the group horizon when it is nearer', () => {
    expect(lastBookableDay(today, 14)).toBe('2026-12-06');
    expect(pickerDays(today, today, 14)).toHaveLength(15);
    expect(pickerDays(today, today, 14).at(-1)).toBe('2026-12-06');
    expect(isBookableDay('2026-12-06', today, 14)).toBe(true);
    expect(isBookableDay('2026-12-07', today, 14)).toBe(false);
  });

  it('offers only today when the group books no day ahead', () => {
    expect(pickerDays(today, today, 0)).toEqual(['2026-11-22']);
    expect(isBookableDay('2026-11-23', today, 0)).toBe(false);
  });

  it('lists earlier days of the week, but they are not selectable', () => {
    const days = pickerDays('2026-11-16', today, 14);
    expect(days[0]).toBe('2026-11-16');
    expect(isBookableDay('2026-11-21', today, 14)).toBe(false);
    expect(isBookableDay(today, today, 14)).toBe(true);
  });

  it('refuses past days and days beyond the horizon', () => {
    const { days, refused } = selectDays(['2026-11-21', today, '2026-11-25', '2026-12-12'], today, 14);
    expect(days).toEqual(['2026-11-22', '2026-11-25']);
    expect(refused).toEqual([
      { day: '2026-11-21', key: 'validation.day_in_past' },
      { day: '2026-12-12', key: 'validation.day_beyond_advance', max: 14 },
    ]);
  });

  it('keeps days unique and sorted', () => {
    expect(selectDays(['2026-11-24', today, '2026-11-24'], today, 14).days).toEqual(['2026-11-22', '2026-11-24']);
  });
});
