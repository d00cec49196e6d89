import { describe, expect, it } from 'vitest';
import { MAX_PARSE_LENGTH, PARSE_DEBOUNCE_MS, parseDateText } from './picker-parse';

// Monday, 23 November 2026
const TODAY = '2026-11-23';

describe('parseDateText', () => {
  it('reads German numeric dates, with and without a time', () => {
    expect(parseDateText('24.11.2026', 'de', TODAY)).toEqual({ kind: 'ok', value: { day: '2026-11-24', minute: null }, end: null });
    expect(parseDateText('24.11.2026 14:30', 'de', TODAY)).toEqual({ kind: 'ok', value: { day: '2026-11-24', minute: 870 }, end: null });
  });
  it('reads words relative to the given day in both languages', () => {
    expect(parseDateText('morgen', 'de', TODAY)).toEqual({ kind: 'ok', value: { day: '2026-11-24', minute: null }, end: null });
    expect(parseDateText('übermorgen', 'de', TODAY)).toEqual({ kind: 'ok', value: { day: '2026-11-25', minute: null }, end: null });
    expect(parseDateText('tomorrow 10:00', 'en', TODAY)).toEqual({ kind: 'ok', value: { day: '2026-11-24', minute: 600 }, end: null });
    expect(parseDateText('heute 9 Uhr', 'de', TODAY)).toEqual({ kind: 'ok', value: { day: '2026-11-23', minute: 540 }, end: null });
  });
  it('falls back to the other language', () => {
    expect(parseDateText('tomorrow', 'de', TODAY)).toEqual({ kind: 'ok', value: { day: '2026-11-24', minute: null }, end: null });
    expect(parseDateText('morgen 10:00', 'en', TODAY)).toEqual({ kind: 'ok', value: { day: '2026-11-24', minute: 600 }, end: null });
  });
  it('reads British day-first and ISO dates', () => {
    expect(parseDateText('24/11/2026', 'en', TODAY)).toEqual({ kind: 'ok', value: { day: '2026-11-24', minute: null }, end: null });
    expect(parseDateText('2026-11-24', 'de', TODAY)).toEqual({ kind: 'ok', value: { day: '2026-11-24', minute: null }, end: null });
    expect(parseDateText('2026-11-24T14:30', 'en', TODAY)).toEqual({ kind: 'ok', value: { day: '2026-11-24', minute: 870 }, end: null });
  });
  it('reads a range of days', () => {
    expect(parseDateText('24.11.2026 - 28.11.2026', 'de', TODAY)).toEqual({
      kind: 'ok',
      value: { day: '2026-11-24', minute: null },
      end: { day: '2026-11-28', minute: null },
    });
  });
  it('answers across a month and a year boundary', () => {
    expect(parseDateText('morgen', 'de', '2026-12-31')).toEqual({ kind: 'ok', value: { day: '2027-01-01', minute: null }, end: null });
  });
  it('does not depend on a daylight-saving change of the device zone', () => {
    // 2026-03-29 is the spring-forward day in Europe, 2026-04-05 the fall-back day in New Zealand
    expect(parseDateText('morgen 02:30', 'de', '2026-03-28')).toEqual({ kind: 'ok', value: { day: '2026-03-29', minute: 150 }, end: null });
    expect(parseDateText('tomorrow 02:30', 'en', '2026-04-04')).toEqual({
      kind: 'ok',
      value: { day: '2026-04-05', minute: 150 },
      end: null,
    });
  });
  it('refuses text over 1,000 characters without parsing it', () => {
    expect(MAX_PARSE_LENGTH).toBe(1000);
    expect(parseDateText(`24.11.2026${' '.repeat(990)}`, 'de', TODAY).kind).toBe('ok');
    expect(parseDateText(`24.11.2026${' '.repeat(991)}`, 'de', TODAY)).toEqual({ kind: 'too_long' });
  });
  it('answers empty and unknown text', () => {
    expect(parseDateText('   ', 'de', TODAY)).toEqual({ kind: 'empty' });
    expect(parseDateText('irgendwann', 'de', TODAY)).toEqual({ kind: 'not_understood' });
    expect(parseDateText('31.02.2026', 'de', TODAY)).toEqual({ kind: 'not_understood' });
  });
  it('is debounced by 1,000 ms', () => {
    expect(PARSE_DEBOUNCE_MS).toBe(1000);
  });
});
