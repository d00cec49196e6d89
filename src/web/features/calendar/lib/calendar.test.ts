import { describe, expect, it } from 'vitest';
import { addMonths, buildMonthGrid, buildWeek, columnWeekdays, firstWeekdayOf, monthOf } from '../../../lib/month-grid';
import { detectSwipe } from './swipe';

describe('buildMonthGrid', () => {
  it('has 6 rows of 7 days, Monday first for de', () => {
    const grid = buildMonthGrid('2026-11', firstWeekdayOf('de'), '2026-11-22');
    expect(grid).toHaveLength(6);
    for (const row of grid) expect(row).toHaveLength(7);
    // 1 Nov 2026 is a Sunday: the grid starts on Monday 26 Oct
    expect(grid[0]?.[0]?.day).toBe('2026-10-26');
    expect(grid[0]?.[6]?.day).toBe('2026-11-01');
    expect(grid[5]?.[6]?.day).toBe('2026-12-06');
  });

  it('starts on Sunday for en', () => {
    expect(firstWeekdayOf('en')).toBe(7);
    const grid = buildMonthGrid('2026-11', 7, '2026-11-22');
    expect(grid[0]?.[0]?.day).toBe('2026-11-01');
    expect(columnWeekdays(7)).toEqual([7, 1, 2, 3, 4, 5, 6]);
  });

  it('spans the neighbouring months and the turn of the year', () => {
    const cells = buildMonthGrid('2027-01', 1, '2026-12-31').flat();
    expect(cells[0]?.day).toBe('2026-12-28');
    expect(cells[0]?.inMonth).toBe(false);
    expect(cells.filter((c) => c.inMonth)).toHaveLength(31);
    expect(cells.at(-1)?.day).toBe('2027-02-07');
    expect(cells.at(-1)?.inMonth).toBe(false);
  });

  it('marks today, past and booked days', () => {
    const cells = buildMonthGrid('2026-11', 1, '2026-11-22', new Set(['2026-11-23', '2026-12-01'])).flat();
    const byDay = new Map(cells.map((c) => [c.day, c]));
    expect(byDay.get('2026-11-22')).toMatchObject({ isToday: true, isPast: false, isBooked: false });
    expect(byDay.get('2026-11-21')).toMatchObject({ isToday: false, isPast: true });
    expect(byDay.get('2026-11-23')?.isBooked).toBe(true);
    expect(byDay.get('2026-12-01')).toMatchObject({ isBooked: true, inMonth: false });
    expect(cells.filter((c) => c.isToday)).toHaveLength(1);
  });

  it('builds the week around a day', () => {
    const week = buildWeek('2026-11-22', 1, '2026-11-22');
    expect(week.map((c) => c.day)).toEqual([
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
    ]);
  });

  it('moves between months', () => {
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(monthOf('2026-03-31')).toBe('2026-03');
  });
});

describe('detectSwipe', () => {
  it('needs < 300 ms, ≥ 60 px sideways, ≤ 80 px vertical', () => {
    expect(detectSwipe({ dx: -60, dy: 0, ms: 299 })).toBe('next');
    expect(detectSwipe({ dx: 60, dy: 80, ms: 100 })).toBe('previous');
    expect(detectSwipe({ dx: -59, dy: 0, ms: 100 })).toBeNull();
    expect(detectSwipe({ dx: -100, dy: 81, ms: 100 })).toBeNull();
    expect(detectSwipe({ dx: -100, dy: -81, ms: 100 })).toBeNull();
    expect(detectSwipe({ dx: -100, dy: 0, ms: 300 })).toBeNull();
  });
});
