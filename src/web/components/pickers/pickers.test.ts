import { describe, expect, it } from 'vitest';
import { Time } from '@internationalized/date';
import { dayOf, minuteOfValue, minuteToTime, secondOfTime, secondToTime, toCalendarDate, toDateTime } from './convert';
import { firstDayOfWeekOf, localeOf } from './locale-of';

describe('picker locale', () => {
  it('maps the app language to the formats locale', () => {
    expect(localeOf('de')).toBe('de-DE');
    expect(localeOf('en')).toBe('en-GB');
  });
  it('starts the week on the locale first weekday', () => {
    expect(firstDayOfWeekOf('de-DE')).toBe('mon');
    expect(firstDayOfWeekOf('en-GB')).toBe('mon');
    expect(firstDayOfWeekOf('en-US')).toBe('sun');
  });
});

describe('picker value conversion', () => {
  it('round-trips days', () => {
    expect(dayOf(toCalendarDate('2026-11-24'))).toBe('2026-11-24');
    expect(dayOf(toDateTime('2026-03-29', 150))).toBe('2026-03-29');
  });
  it('converts minutes and seconds of the day to clock times and back', () => {
    expect(minuteToTime(870).toString()).toBe('14:30:00');
    expect(minuteToTime(1440).toString()).toBe('23:59:00');
    expect(minuteOfValue(new Time(23, 59))).toBe(1439);
    expect(minuteOfValue(toDateTime('2026-11-24', 630))).toBe(630);
    expect(minuteOfValue(toCalendarDate('2026-11-24'))).toBe(0);
    expect(secondToTime(52_245).toString()).toBe('14:30:45');
    expect(secondOfTime(new Time(14, 30, 45))).toBe(52_245);
  });
});
