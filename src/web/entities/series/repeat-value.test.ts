import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { seriesBodySchema } from '../../../contract/series';
import { resources } from '../../../locales';
import {
  followStartDay,
  initialRepeat,
  repeatErrorsOf,
  repeatOfRecurrence,
  repeatProblems,
  toRecurrence,
  translateProblems,
  type RepeatValue,
} from './repeat-value';

// 2026-11-24 is a Tuesday
const START = '2026-11-24';
const weekly = (over: Partial<RepeatValue> = {}): RepeatValue => ({ ...initialRepeat(START), enabled: true, ...over });

describe('the repeat value as the contract recurrence', () => {
  it('starts weekly on the start day weekday, 10 occurrences', () => {
    expect(initialRepeat(START)).toEqual({
      enabled: false,
      frequency: 'weekly',
      interval: '1',
      weekdays: [2],
      monthlyBy: 'day_of_month',
      end: 'count',
      until: null,
      count: '10',
    });
    expect(initialRepeat('2026-11-29').weekdays).toEqual([7]);
  });

  it('turns every Tuesday for 8 weeks into weekly, count 8', () => {
    expect(toRecurrence(weekly({ count: '8' }))).toEqual({
      frequency: 'weekly',
      interval: 1,
      weekdays: [2],
      monthly_by: 'day_of_month',
      count: 8,
    });
  });

  it('sorts weekdays without duplicates and sends none for other frequencies', () => {
    expect(toRecurrence(weekly({ weekdays: [5, 1, 5, 3] })).weekdays).toEqual([1, 3, 5]);
    expect(toRecurrence(weekly({ frequency: 'daily', weekdays: [5, 1] })).weekdays).toEqual([]);
  });

  it('ends on an until day instead of a count', () => {
    expect(
      toRecurrence(weekly({ frequency: 'monthly', monthlyBy: 'weekday_of_month', interval: '2', end: 'until', until: '2027-06-30' })),
    ).toEqual({ frequency: 'monthly', interval: 2, weekdays: [], monthly_by: 'weekday_of_month', until: '2027-06-30' });
  });

  it('builds a body the contract accepts', () => {
    const body = seriesBodySchema.parse({
      kind: 'desk',
      resource_id: 7,
      start_day: START,
      slot_id: 3,
      recurrence: toRecurrence(weekly({ count: '8' })),
    });
    expect(body.recurrence).toEqual({ frequency: 'weekly', interval: 1, weekdays: [2], monthly_by: 'day_of_month', count: 8 });
    expect(body.confirm).toBe(false);
  });
});

describe('client-side rules of the repeat fields', () => {
  it('finds nothing wrong with a sound rule', () => {
    expect(repeatProblems(weekly(), START)).toEqual([]);
    expect(repeatProblems(weekly({ end: 'until', until: '2026-11-25' }), START)).toEqual([]);
  });

  it('wants the until day after the start day', () => {
    expect(repeatProblems(weekly({ end: 'until', until: START }), START)).toEqual([
      { field: 'until', key: 'validation.until_after_start' },
    ]);
    expect(repeatProblems(weekly({ end: 'until', until: '2026-11-01' }), START)).toEqual([
      { field: 'until', key: 'validation.until_after_start' },
    ]);
  });

  it('wants an until day when the series ends on a date', () => {
    expect(repeatProblems(weekly({ end: 'until', until: null }), START)).toEqual([{ field: 'until', key: 'validation.required' }]);
  });

  it('wants at least 1 repetition, a whole number, and a weekday for weekly', () => {
    expect(repeatProblems(weekly({ count: '0' }), START)).toEqual([{ field: 'count', key: 'validation.repetitions_min' }]);
    expect(repeatProblems(weekly({ count: '' }), START)).toEqual([{ field: 'count', key: 'validation.invalid' }]);
    expect(repeatProblems(weekly({ count: '2.5' }), START)).toEqual([{ field: 'count', key: 'validation.invalid' }]);
    expect(repeatProblems(weekly({ count: '521' }), START)).toEqual([
      { field: 'count', key: 'validation.too_many_occurrences', params: { max: 520 } },
    ]);
    expect(repeatProblems(weekly({ weekdays: [] }), START)).toEqual([{ field: 'weekdays', key: 'validation.weekdays_required' }]);
    expect(repeatProblems(weekly({ interval: '0' }), START)).toEqual([{ field: 'interval', key: 'validation.repetitions_min' }]);
  });

  it('says it in the spec words, in German and English', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({ lng: 'de', resources, interpolation: { escapeValue: false } });
    const problems = [...repeatProblems(weekly({ end: 'until', until: START }), START), ...repeatProblems(weekly({ count: '0' }), START)];
    expect(translateProblems(problems, i18n.t)).toEqual({
      until: ['Datum muss kleiner als Bis zum sein'],
      count: ['Mindestens 1 Wiederholung.'],
    });
    await i18n.changeLanguage('en');
    expect(translateProblems(problems, i18n.t).count).toHaveLength(1);
  });
});

describe('server 422 messages at the repeat fields', () => {
  it('takes recurrence.* paths to their fields and the bare rule to the end', () => {
    expect(
      repeatErrorsOf({
        'recurrence.until': ['Datum muss kleiner als Bis zum sein'],
        'recurrence.count': ['Mindestens 1 Wiederholung.'],
        'recurrence.weekdays.0': ['Ungültig.'],
        recurrence: ['Der letzte Termin darf höchstens 365 Tage im Voraus liegen.'],
        title: ['Pflichtfeld'],
      }),
    ).toEqual({
      until: ['Datum muss kleiner als Bis zum sein'],
      count: ['Mindestens 1 Wiederholung.'],
      weekdays: ['Ungültig.'],
      end: ['Der letzte Termin darf höchstens 365 Tage im Voraus liegen.'],
    });
  });
});

describe('the start day moves', () => {
  it('takes the weekday along while it was the only, preselected one', () => {
    expect(followStartDay(weekly(), START, '2026-11-26').weekdays).toEqual([4]);
    expect(followStartDay(weekly({ weekdays: [1, 2] }), START, '2026-11-26').weekdays).toEqual([1, 2]);
    expect(followStartDay(weekly({ weekdays: [5] }), START, '2026-11-26').weekdays).toEqual([5]);
  });
});

describe("a stored series' recurrence as the form's value", () => {
  it('prefills weekly on Tuesday for 4 occurrences, and gives the same recurrence back', () => {
    const stored = { frequency: 'weekly' as const, interval: 1, weekdays: [2], monthly_by: 'day_of_month' as const, count: 4 };
    const value = repeatOfRecurrence(stored);
    expect(value).toEqual({
      enabled: true,
      frequency: 'weekly',
      interval: '1',
      weekdays: [2],
      monthlyBy: 'day_of_month',
      end: 'count',
      until: null,
      count: '4',
    });
    expect(toRecurrence(value)).toEqual(stored);
  });

  it('prefills a monthly rule on the same weekday until a day', () => {
    const value = repeatOfRecurrence({
      frequency: 'monthly',
      interval: 2,
      weekdays: [],
      monthly_by: 'weekday_of_month',
      until: '2027-06-30',
    });
    expect([value.frequency, value.interval, value.monthlyBy, value.end, value.until, value.count]).toEqual([
      'monthly',
      '2',
      'weekday_of_month',
      'until',
      '2027-06-30',
      '10',
    ]);
  });
});
