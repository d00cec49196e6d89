import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { resources } from '../../../locales';
import { compactDate, ruleDaysText, ruleText, weekdayOfMonth, weekdayOfMonthText, type RuleDays } from './rule-text';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({ lng: 'de', resources, interpolation: { escapeValue: false } });
});
const de = (key: string, params?: Record<string, unknown>) => i18n.t(key, { ...params, lng: 'de' });
const en = (key: string, params?: Record<string, unknown>) => i18n.t(key, { ...params, lng: 'en' });
const rule = (over: Partial<RuleDays>): RuleDays => ({
  frequency: 'weekly',
  interval: 1,
  weekdays: [2],
  monthly_by: 'day_of_month',
  ...over,
});

describe('which weekday of the month a day is', () => {
  it('counts weeks of the month; the fifth is the last', () => {
    expect(weekdayOfMonth('2026-11-03')).toEqual({ nth: 1, weekday: 2 });
    expect(weekdayOfMonth('2026-11-10')).toEqual({ nth: 2, weekday: 2 });
    expect(weekdayOfMonth('2026-11-24')).toEqual({ nth: 4, weekday: 2 });
    expect(weekdayOfMonth('2026-12-29')).toEqual({ nth: 'last', weekday: 2 });
    expect(weekdayOfMonth('2027-01-31')).toEqual({ nth: 'last', weekday: 7 });
  });

  it('says it in words', () => {
    expect(weekdayOfMonthText('2026-11-10', 'de', de)).toBe('am 2. Dienstag');
    expect(weekdayOfMonthText('2026-12-29', 'de', de)).toBe('am letzten Dienstag');
    expect(weekdayOfMonthText('2026-11-10', 'en', en)).toBe('on the second Tuesday');
    expect(weekdayOfMonthText('2027-01-31', 'en', en)).toBe('on the last Sunday');
  });
});

describe('a rule in words', () => {
  it('weekly', () => {
    expect(ruleText({ ...rule({}), count: 8 }, '2026-11-24', 'de', de)).toBe('jeden Dienstag, 8 Termine');
    expect(ruleText({ ...rule({}), count: 1 }, '2026-11-24', 'de', de)).toBe('jeden Dienstag, 1 Termin');
    expect(ruleDaysText(rule({ interval: 2, weekdays: [4, 1] }), '2026-11-24', 'de', de)).toBe('alle 2 Wochen am Montag und Donnerstag');
    expect(ruleDaysText(rule({ weekdays: [1, 3, 5] }), '2026-11-24', 'de', de)).toBe('jeden Montag, Mittwoch und Freitag');
    expect(ruleText({ ...rule({}), count: 8 }, '2026-11-24', 'en', en)).toBe('every Tuesday, 8 occurrences');
  });

  it('daily and until a day', () => {
    expect(ruleText({ ...rule({ frequency: 'daily' }), until: '2027-01-12' }, '2026-11-24', 'de', de)).toBe('täglich, bis 12.01.2027');
    expect(ruleDaysText(rule({ frequency: 'daily', interval: 3 }), '2026-11-24', 'de', de)).toBe('alle 3 Tage');
    expect(ruleText({ ...rule({ frequency: 'daily' }), until: '2027-01-12' }, '2026-11-24', 'en', en)).toBe('every day, until 01/12/2027');
  });

  it('monthly by date and by weekday, with month ends', () => {
    expect(ruleDaysText(rule({ frequency: 'monthly' }), '2026-11-10', 'de', de)).toBe('monatlich am 10.');
    expect(ruleDaysText(rule({ frequency: 'monthly' }), '2027-01-31', 'de', de)).toBe(
      'monatlich am 31. (in kürzeren Monaten am letzten Tag)',
    );
    expect(ruleDaysText(rule({ frequency: 'monthly', monthly_by: 'weekday_of_month' }), '2026-11-10', 'de', de)).toBe(
      'monatlich am 2. Dienstag',
    );
    expect(ruleDaysText(rule({ frequency: 'monthly', monthly_by: 'weekday_of_month', interval: 3 }), '2026-12-29', 'de', de)).toBe(
      'alle 3 Monate am letzten Dienstag',
    );
    expect(ruleDaysText(rule({ frequency: 'monthly', monthly_by: 'weekday_of_month' }), '2026-11-10', 'en', en)).toBe(
      'monthly on the second Tuesday',
    );
  });

  it('yearly, and 29 February', () => {
    expect(ruleDaysText(rule({ frequency: 'yearly' }), '2026-11-24', 'de', de)).toBe('jährlich am 24. November');
    expect(ruleDaysText(rule({ frequency: 'yearly' }), '2028-02-29', 'de', de)).toBe('jährlich am 29. Februar (sonst am 28. Februar)');
    expect(ruleDaysText(rule({ frequency: 'yearly', interval: 2 }), '2026-11-24', 'en', en)).toBe('every 2 years on November 24');
  });
});

describe('a day in short', () => {
  it('carries the weekday', () => {
    expect(compactDate('2026-12-01', 'de')).toBe('Di 01.12.2026');
    expect(compactDate('2026-12-01', 'en')).toBe('Tue 12/01/2026');
  });
});
