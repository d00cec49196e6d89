import { describe, expect, it } from 'vitest';
import type { Recurrence } from '../../contract/series';
import { occurrenceDays, occurrenceTimes } from './occurrences';
import { recurrenceRuleText } from './recurrence-rule';

const BERLIN = 'Europe/Berlin';
const AUCKLAND = 'Pacific/Auckland';
const rule = (r: Partial<Recurrence> & Pick<Recurrence, 'frequency'>): Recurrence => ({
  interval: 1,
  weekdays: [],
  monthly_by: 'day_of_month',
  ...r,
});
const days = (start: string, r: Recurrence) => occurrenceDays(start, r, 600);

describe(`recurrence days (process TZ ${process.env.TZ ?? 'unset'})`, () => {
  it('daily every N days until a day (inclusive), with UNTIL at the end of that day in the group zone', () => {
    const r = rule({ frequency: 'daily', interval: 3, until: '2027-01-14' });
    expect(days('2027-01-05', r)).toEqual(['2027-01-05', '2027-01-08', '2027-01-11', '2027-01-14']);
    expect(recurrenceRuleText('2027-01-05', r, BERLIN)).toBe('FREQ=DAILY;INTERVAL=3;UNTIL=20270114T225959Z');
    expect(recurrenceRuleText('2027-01-05', r, AUCKLAND)).toBe('FREQ=DAILY;INTERVAL=3;UNTIL=20270114T105959Z');
  });

  it('weekly on chosen weekdays every other week; the start day counts only if its weekday is chosen', () => {
    const r = rule({ frequency: 'weekly', interval: 2, weekdays: [3, 1], count: 4 });
    expect(days('2027-01-05', r)).toEqual(['2027-01-06', '2027-01-18', '2027-01-20', '2027-02-01']);
    expect(recurrenceRuleText('2027-01-05', r, BERLIN)).toBe('FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,WE;WKST=MO;COUNT=4');
  });

  it('monthly on the 31st falls on the last day of shorter months (Outlook), also in a leap year', () => {
    const r = rule({ frequency: 'monthly', count: 6 });
    expect(days('2027-01-31', r)).toEqual(['2027-01-31', '2027-02-28', '2027-03-31', '2027-04-30', '2027-05-31', '2027-06-30']);
    expect(recurrenceRuleText('2027-01-31', r, BERLIN)).toBe('FREQ=MONTHLY;INTERVAL=1;BYMONTHDAY=28,29,30,31;BYSETPOS=-1;COUNT=6');
    expect(days('2028-01-31', rule({ frequency: 'monthly', count: 3 }))).toEqual(['2028-01-31', '2028-02-29', '2028-03-31']);
    expect(days('2027-01-30', rule({ frequency: 'monthly', count: 3 }))).toEqual(['2027-01-30', '2027-02-28', '2027-03-30']);
    expect(recurrenceRuleText('2027-01-15', rule({ frequency: 'monthly', count: 2 }), BERLIN)).toBe(
      'FREQ=MONTHLY;INTERVAL=1;BYMONTHDAY=15;COUNT=2',
    );
  });

  it('monthly by weekday: the n-th weekday of the start day, the last one for a start in the fifth week', () => {
    const second = rule({ frequency: 'monthly', monthly_by: 'weekday_of_month', count: 3 });
    expect(days('2027-03-09', second)).toEqual(['2027-03-09', '2027-04-13', '2027-05-11']);
    expect(recurrenceRuleText('2027-03-09', second, BERLIN)).toBe('FREQ=MONTHLY;INTERVAL=1;BYDAY=+2TU;COUNT=3');
    expect(days('2027-03-30', second)).toEqual(['2027-03-30', '2027-04-27', '2027-05-25']);
    expect(recurrenceRuleText('2027-03-30', second, BERLIN)).toBe('FREQ=MONTHLY;INTERVAL=1;BYDAY=-1TU;COUNT=3');
  });

  it('yearly from 29 February falls on 28 February in common years', () => {
    const r = rule({ frequency: 'yearly', count: 3 });
    expect(days('2028-02-29', r)).toEqual(['2028-02-29', '2029-02-28', '2030-02-28']);
    expect(recurrenceRuleText('2028-02-29', r, BERLIN)).toBe('FREQ=YEARLY;INTERVAL=1;BYMONTH=2;BYMONTHDAY=28,29;BYSETPOS=-1;COUNT=3');
    expect(days('2027-07-14', rule({ frequency: 'yearly', until: '2029-07-14' }))).toEqual(['2027-07-14', '2028-07-14', '2029-07-14']);
  });

  it('stops at the limit a caller asks for', () => {
    expect(days('2027-01-05', rule({ frequency: 'daily', until: '2037-01-05' })).length).toBe(600);
    expect(occurrenceDays('2027-01-05', rule({ frequency: 'daily', count: 10 }), 3)).toEqual(['2027-01-05', '2027-01-06', '2027-01-07']);
  });
});

describe(`occurrence instants keep the wall-clock time across clock changes (process TZ ${process.env.TZ ?? 'unset'})`, () => {
  // Tuesdays around Berlin's changes (28 March, 31 October 2027) and Auckland's (4 April, 26 September 2027).
  const tuesdays = ['2027-03-23', '2027-03-30', '2027-04-06', '2027-09-21', '2027-09-28', '2027-10-26', '2027-11-02'];
  const starts = (zone: string) => occurrenceTimes(tuesdays, 540, 600, zone).map((o) => o.start.toISOString());

  it('09:00 in Berlin', () => {
    expect(starts(BERLIN)).toEqual([
      '2027-03-23T08:00:00.000Z',
      '2027-03-30T07:00:00.000Z',
      '2027-04-06T07:00:00.000Z',
      '2027-09-21T07:00:00.000Z',
      '2027-09-28T07:00:00.000Z',
      '2027-10-26T07:00:00.000Z',
      '2027-11-02T08:00:00.000Z',
    ]);
  });

  it('09:00 in Auckland', () => {
    expect(starts(AUCKLAND)).toEqual([
      '2027-03-22T20:00:00.000Z',
      '2027-03-29T20:00:00.000Z',
      '2027-04-05T21:00:00.000Z',
      '2027-09-20T21:00:00.000Z',
      '2027-09-27T20:00:00.000Z',
      '2027-10-25T20:00:00.000Z',
      '2027-11-01T20:00:00.000Z',
    ]);
  });

  it('an hour that a clock change skips moves forward with the clock instead of failing the series', () => {
    const [sunday] = occurrenceTimes(['2027-03-28'], 150, 240, BERLIN);
    expect([sunday?.start.toISOString(), sunday?.end.toISOString()]).toEqual(['2027-03-28T01:30:00.000Z', '2027-03-28T02:00:00.000Z']);
    // 02:15–03:00 does not happen that day at all (its start moves past its end).
    expect(occurrenceTimes(['2027-03-27', '2027-03-28'], 135, 180, BERLIN).map((o) => o.day)).toEqual(['2027-03-27']);
  });
});
