import type { DeskRequest } from '../../../contract/lottery';
import { describe, expect, it } from 'vitest';
import { daysBeforeCutoff, minuteOptions, minutesToTime, requestBadge, timeToMinutes, withdrawKind } from './lottery';

describe('cutoff time', () => {
  it('converts minutes of the day to hour and minute and back', () => {
    expect(minutesToTime(1080)).toEqual({ hour: 18, minute: 0 });
    expect(minutesToTime(0)).toEqual({ hour: 0, minute: 0 });
    expect(minutesToTime(1440)).toEqual({ hour: 24, minute: 0 });
    expect(minutesToTime(755)).toEqual({ hour: 12, minute: 35 });
    expect(timeToMinutes(18, 0)).toBe(1080);
    expect(timeToMinutes(12, 35)).toBe(755);
    for (const m of [0, 1, 59, 60, 1079, 1439, 1440]) {
      const { hour, minute } = minutesToTime(m);
      expect(timeToMinutes(hour, minute)).toBe(m);
    }
  });

  it('never goes beyond 24:00 or below 0:00', () => {
    expect(timeToMinutes(24, 30)).toBe(1440);
    expect(timeToMinutes(-1, 0)).toBe(0);
    expect(minutesToTime(5000)).toEqual({ hour: 24, minute: 0 });
  });

  it('offers 5-minute steps and keeps a stored value between steps', () => {
    expect(minuteOptions(0)).toHaveLength(12);
    expect(minuteOptions(7)).toContain(7);
    expect(minuteOptions(7)).toEqual([...minuteOptions(7)].sort((a, b) => a - b));
  });
});

describe('request badge', () => {
  it('maps the request and its booking to the spec labels', () => {
    const badge = (status: DeskRequest['status'], booking_status: DeskRequest['booking_status'] = null, reason: string | null = null) =>
      requestBadge({ status, booking_status, reason });
    expect(badge('waiting')).toBe('waiting');
    expect(badge('lost')).toBe('lost');
    expect(badge('withdrawn')).toBe('withdrawn');
    expect(badge('withdrawn', null, 'cancelled')).toBe('released');
    expect(badge('withdrawn', null, 'released')).toBe('released');
    expect(badge('withdrawn', null, 'already_booked')).toBe('withdrawn');
    expect(badge('won', 'reserved')).toBe('reserved');
    expect(badge('won', 'booked')).toBe('booked');
    expect(badge('won', 'cancelled')).toBe('released');
    expect(badge('won', 'released')).toBe('released');
  });

  it('offers withdraw for waiting and leave for lost requests only', () => {
    expect(withdrawKind('waiting')).toBe('withdraw');
    expect(withdrawKind('lost')).toBe('leave');
    expect(withdrawKind('won')).toBeNull();
    expect(withdrawKind('withdrawn')).toBeNull();
  });
});

describe('days before the cutoff', () => {
  it('keeps the days whose draw (the day before at the cutoff, group zone) is ahead', () => {
    // 2026-11-22 17:00 in Berlin (UTC+1)
    const now = new Date('2026-11-22T16:00:00Z');
    const days = ['2026-11-22', '2026-11-23', '2026-11-24'];
    expect(daysBeforeCutoff(days, 18 * 60, 'Europe/Berlin', now)).toEqual(['2026-11-23', '2026-11-24']);
    expect(daysBeforeCutoff(days, 16 * 60, 'Europe/Berlin', now)).toEqual(['2026-11-24']);
  });
});
