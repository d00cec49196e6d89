import { describe, expect, it } from 'vitest';
import { formatDate } from './date-format';

// 2026-03-29 00:30 UTC is 01:30 CET, half an hour before the spring change to summer time in Berlin.
const beforeDst = new Date('2026-03-29T00:30:00Z');
const afterDst = new Date('2026-03-29T01:30:00Z');

describe('formatDate', () => {
  it('short: numeric year, 2-digit month and day', () => {
    expect(formatDate(beforeDst, 'short', 'de', 'Europe/Berlin')).toBe('29.03.2026');
    expect(formatDate(beforeDst, 'short', 'en', 'Europe/Berlin')).toBe('03/29/2026');
  });
  it('month: full month name with year', () => {
    expect(formatDate(beforeDst, 'month', 'de', 'Europe/Berlin')).toBe('März 2026');
    expect(formatDate(beforeDst, 'month', 'en', 'Europe/Berlin')).toBe('March 2026');
  });
  it('time is computed in the group zone, across the DST change', () => {
    expect(formatDate(beforeDst, 'time', 'de', 'Europe/Berlin')).toBe('01:30');
    expect(formatDate(afterDst, 'time', 'de', 'Europe/Berlin')).toBe('03:30');
    expect(formatDate(afterDst, 'time', 'de', 'America/New_York')).toBe('21:30');
  });
  it('long: year, short month, day, hour and minute', () => {
    expect(formatDate(afterDst, 'long', 'de', 'Europe/Berlin')).toBe('29. März 2026, 03:30');
    expect(formatDate(afterDst, 'long', 'en', 'Europe/Berlin')).toBe('Mar 29, 2026, 03:30 AM');
  });
});
