import { describe, expect, it } from 'vitest';
import { ownerDays, workingDayMinutes } from './desk-mode';

// 2026-11-23 is a Monday.
describe('ownerDays', () => {
  it('always: every working day, never weekends', () => {
    expect(ownerDays('always', [], '2026-11-23', 7)).toEqual(['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27']);
  });
  it('chosen days: only the chosen weekdays', () => {
    expect(ownerDays('chosen_days', [2, 4], '2026-11-23', 14)).toEqual(['2026-11-24', '2026-11-26', '2026-12-01', '2026-12-03']);
  });
  it('offering and searching: no own days', () => {
    expect(ownerDays('offering', [1, 2], '2026-11-23', 7)).toEqual([]);
    expect(ownerDays('searching', [1, 2], '2026-11-23', 7)).toEqual([]);
  });
  it('runs across the clock change without losing or doubling a day', () => {
    expect(ownerDays('always', [], '2026-10-23', 4)).toEqual(['2026-10-23', '2026-10-26']);
  });
});

describe('workingDayMinutes', () => {
  it('spans the earliest start and the latest end of the slots', () => {
    expect(
      workingDayMinutes([
        { start_minute: 480, end_minute: 780 },
        { start_minute: 780, end_minute: 1080 },
      ]),
    ).toEqual([480, 1080]);
  });
  it('falls back to 08:00–18:00 without slots', () => {
    expect(workingDayMinutes([])).toEqual([480, 1080]);
  });
});
