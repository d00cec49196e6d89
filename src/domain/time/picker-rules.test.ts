import { describe, expect, it } from 'vitest';
import {
  clampDay,
  clampTimeParts,
  dayWithin,
  decideChange,
  isValidTimeParts,
  minuteToParts,
  MONTH_YEAR_HIDE_MS,
  monthSelectable,
  orderRange,
  orderTimeRange,
  partsToMinute,
  partsToSecond,
  secondToParts,
  weekdayKey,
  yearSelectable,
} from './picker-rules';

describe('orderRange', () => {
  it('swaps a day range whose start lies after its end', () => {
    expect(orderRange({ start: '2026-11-28', end: '2026-11-24' })).toEqual({ start: '2026-11-24', end: '2026-11-28' });
  });
  it('keeps an ordered or one-day range', () => {
    expect(orderRange({ start: '2026-11-24', end: '2026-11-28' })).toEqual({ start: '2026-11-24', end: '2026-11-28' });
    expect(orderRange({ start: '2026-11-24', end: '2026-11-24' })).toEqual({ start: '2026-11-24', end: '2026-11-24' });
  });
  it('orders across a year boundary', () => {
    expect(orderRange({ start: '2027-01-02', end: '2026-12-31' })).toEqual({ start: '2026-12-31', end: '2027-01-02' });
  });
});

describe('orderTimeRange', () => {
  it('swaps minutes when the start lies after the end', () => {
    expect(orderTimeRange({ start: 660, end: 600 })).toEqual({ start: 600, end: 660 });
  });
  it('reads an end of 00:00 as 24:00 and never swaps it', () => {
    expect(orderTimeRange({ start: 1320, end: 0 })).toEqual({ start: 1320, end: 1440 });
    expect(orderTimeRange({ start: 0, end: 0 })).toEqual({ start: 0, end: 1440 });
  });
  it('keeps an end of 24:00', () => {
    expect(orderTimeRange({ start: 480, end: 1440 })).toEqual({ start: 480, end: 1440 });
  });
});

describe('dayWithin and clampDay', () => {
  it('says where a day lies relative to inclusive bounds', () => {
    expect(dayWithin('2026-11-23', '2026-11-24', '2026-12-31')).toBe('before_min');
    expect(dayWithin('2026-11-24', '2026-11-24', '2026-12-31')).toBe('ok');
    expect(dayWithin('2026-12-31', '2026-11-24', '2026-12-31')).toBe('ok');
    expect(dayWithin('2027-01-01', '2026-11-24', '2026-12-31')).toBe('after_max');
  });
  it('treats a missing bound as open', () => {
    expect(dayWithin('1999-01-01', undefined, '2026-12-31')).toBe('ok');
    expect(dayWithin('2099-01-01', '2026-11-24', null)).toBe('ok');
  });
  it('clamps a day into the bounds', () => {
    expect(clampDay('2026-11-01', '2026-11-24', '2026-12-31')).toBe('2026-11-24');
    expect(clampDay('2027-02-01', '2026-11-24', '2026-12-31')).toBe('2026-12-31');
    expect(clampDay('2026-12-05', '2026-11-24', '2026-12-31')).toBe('2026-12-05');
  });
});

describe('time parts', () => {
  it('clamps hours to 0–23, minutes and seconds to 0–59, milliseconds to 0–999', () => {
    expect(clampTimeParts({ hour: 24, minute: 60, second: 75, millisecond: 1000 })).toEqual({
      hour: 23,
      minute: 59,
      second: 59,
      millisecond: 999,
    });
    expect(clampTimeParts({ hour: -1, minute: -5, second: -1, millisecond: -1 })).toEqual({
      hour: 0,
      minute: 0,
      second: 0,
      millisecond: 0,
    });
    expect(clampTimeParts({ hour: 9.7, minute: Number.NaN })).toEqual({ hour: 9, minute: 0, second: 0, millisecond: 0 });
  });
  it('validates each part against its limit', () => {
    expect(isValidTimeParts({ hour: 23, minute: 59, second: 59, millisecond: 999 })).toBe(true);
    expect(isValidTimeParts({ hour: 0, minute: 0 })).toBe(true);
    expect(isValidTimeParts({ hour: 24 })).toBe(false);
    expect(isValidTimeParts({ minute: 60 })).toBe(false);
    expect(isValidTimeParts({ second: 60 })).toBe(false);
    expect(isValidTimeParts({ millisecond: 1000 })).toBe(false);
    expect(isValidTimeParts({ minute: 1.5 })).toBe(false);
  });
  it('converts minutes of the day, with 1440 as 24:00', () => {
    expect(minuteToParts(630)).toEqual({ hour: 10, minute: 30 });
    expect(minuteToParts(1440)).toEqual({ hour: 24, minute: 0 });
    expect(minuteToParts(2000)).toEqual({ hour: 24, minute: 0 });
    expect(partsToMinute({ hour: 14, minute: 30 })).toBe(870);
    expect(partsToMinute({ hour: 25, minute: 99 })).toBe(1439);
  });
  it('converts seconds of the day', () => {
    expect(secondToParts(52_245)).toEqual({ hour: 14, minute: 30, second: 45 });
    expect(secondToParts(90_000)).toEqual({ hour: 23, minute: 59, second: 59 });
    expect(partsToSecond({ hour: 14, minute: 30, second: 45 })).toBe(52_245);
    expect(partsToSecond({ hour: 23, minute: 59, second: 61 })).toBe(86_399);
  });
});

describe('decideChange', () => {
  it('refuses clearing a required picker and keeps the previous value', () => {
    expect(decideChange('2026-11-24', null, true)).toEqual({ accepted: false, value: '2026-11-24' });
  });
  it('accepts clearing an optional picker', () => {
    expect(decideChange('2026-11-24', null, false)).toEqual({ accepted: true, value: null });
  });
  it('accepts any new value, and an empty required picker staying empty', () => {
    expect(decideChange('2026-11-24', '2026-11-25', true)).toEqual({ accepted: true, value: '2026-11-25' });
    expect(decideChange<string>(null, null, true)).toEqual({ accepted: true, value: null });
  });
});

describe('month/year navigation', () => {
  it('hides 110 ms after a choice', () => {
    expect(MONTH_YEAR_HIDE_MS).toBe(110);
  });
  it('offers a month when any of its days lies within the bounds', () => {
    expect(monthSelectable(2026, 10, '2026-11-24', '2027-01-05')).toBe(false);
    expect(monthSelectable(2026, 11, '2026-11-24', '2027-01-05')).toBe(true);
    expect(monthSelectable(2027, 1, '2026-11-24', '2027-01-05')).toBe(true);
    expect(monthSelectable(2027, 2, '2026-11-24', '2027-01-05')).toBe(false);
    expect(monthSelectable(1990, 1)).toBe(true);
  });
  it('offers a year when any of its days lies within the bounds', () => {
    expect(yearSelectable(2025, '2026-11-24', '2027-01-05')).toBe(false);
    expect(yearSelectable(2026, '2026-11-24', '2027-01-05')).toBe(true);
    expect(yearSelectable(2027, '2026-11-24', '2027-01-05')).toBe(true);
    expect(yearSelectable(2028, '2026-11-24', '2027-01-05')).toBe(false);
  });
});

describe('weekdayKey', () => {
  it('maps ISO weekdays to calendar day keys', () => {
    expect(weekdayKey(1)).toBe('mon');
    expect(weekdayKey(7)).toBe('sun');
    expect(weekdayKey(6)).toBe('sat');
  });
});
