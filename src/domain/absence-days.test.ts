import { describe, expect, it } from 'vitest';
import { absenceProblems, absenceRangeProblems, absentDaysWithin, daysNoLongerAbsent, daysOf } from './absence-days';
import { localDayOf } from './time/local-day';

describe('absenceRangeProblems', () => {
  it('accepts one day and 365 days', () => {
    expect(absenceRangeProblems({ from: '2027-01-04', to: '2027-01-04' })).toEqual([]);
    expect(absenceRangeProblems({ from: '2027-01-01', to: '2027-12-31' })).toEqual([]);
  });
  it('refuses an end before the start and a 366th day', () => {
    expect(absenceRangeProblems({ from: '2027-01-05', to: '2027-01-04' })).toEqual([
      { field: 'to_day', key: 'validation.absence_end_before_start' },
    ]);
    expect(absenceRangeProblems({ from: '2028-01-01', to: '2028-12-31' })).toEqual([
      { field: 'to_day', key: 'validation.absence_too_long', params: { max: 365 } },
    ]);
  });
});

describe('absenceProblems', () => {
  it('lets an ongoing absence start in the past but not end there', () => {
    expect(absenceProblems({ from: '2027-01-01', to: '2027-01-05' }, '2027-01-05')).toEqual([]);
    expect(absenceProblems({ from: '2027-01-01', to: '2027-01-04' }, '2027-01-05')).toEqual([
      { field: 'to_day', key: 'validation.absence_over' },
    ]);
  });
  it('refuses a start more than 365 days ahead', () => {
    expect(absenceProblems({ from: '2028-01-06', to: '2028-01-07' }, '2027-01-05')).toEqual([
      { field: 'from_day', key: 'validation.absence_too_far', params: { max: 365 } },
    ]);
    expect(absenceProblems({ from: '2028-01-05', to: '2028-01-07' }, '2027-01-05')).toEqual([]);
  });
  it("counts from the group's day, not the process's: late evening in Berlin is already tomorrow in Auckland", () => {
    const instant = new Date('2027-01-05T22:30:00Z');
    expect(localDayOf(instant, 'Europe/Berlin')).toBe('2027-01-05');
    expect(localDayOf(instant, 'Pacific/Auckland')).toBe('2027-01-06');
    const range = { from: '2027-01-05', to: '2027-01-05' };
    expect(absenceProblems(range, localDayOf(instant, 'Europe/Berlin'))).toEqual([]);
    expect(absenceProblems(range, localDayOf(instant, 'Pacific/Auckland'))).toEqual([{ field: 'to_day', key: 'validation.absence_over' }]);
  });
});

describe('days of absences', () => {
  it('lists every day, across the clock change and the year end', () => {
    expect(daysOf({ from: '2027-03-27', to: '2027-03-29' })).toEqual(['2027-03-27', '2027-03-28', '2027-03-29']);
    expect(daysOf({ from: '2027-12-31', to: '2028-01-01' })).toEqual(['2027-12-31', '2028-01-01']);
  });
  it('takes back the days a shortened or removed absence no longer covers', () => {
    const before = { from: '2027-01-04', to: '2027-01-08' };
    expect(daysNoLongerAbsent(before, { from: '2027-01-05', to: '2027-01-06' })).toEqual(['2027-01-04', '2027-01-07', '2027-01-08']);
    expect(daysNoLongerAbsent(before, { from: '2027-01-07', to: '2027-01-20' })).toEqual(['2027-01-04', '2027-01-05', '2027-01-06']);
    expect(daysNoLongerAbsent(before, null)).toEqual(['2027-01-04', '2027-01-05', '2027-01-06', '2027-01-07', '2027-01-08']);
  });
  it('finds the absent days within a window', () => {
    const ranges = [
      { from: '2026-12-28', to: '2027-01-05' },
      { from: '2027-01-20', to: '2027-02-20' },
    ];
    expect([...absentDaysWithin(ranges, '2027-01-04', '2027-01-21')]).toEqual(['2027-01-04', '2027-01-05', '2027-01-20', '2027-01-21']);
  });
});
