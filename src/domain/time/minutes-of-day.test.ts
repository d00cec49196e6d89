import { TZDate } from '@date-fns/tz';
import { describe, expect, it } from 'vitest';
import { addDays, localDayOf, minuteOfDay, minutesOfDay, wallClock, wallMinute, zoneOffsetMs } from './local-day';

const at = (iso: string) => new Date(iso);

/** The wall clock as the library shows it (`TZDate`, a call of Intl each): what the arithmetic here must agree with. */
function libraryWallClock(instant: number, timeZone: string) {
  const zoned = new TZDate(instant, timeZone);
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    day: `${zoned.getFullYear()}-${pad(zoned.getMonth() + 1)}-${pad(zoned.getDate())}`,
    minute: zoned.getHours() * 60 + zoned.getMinutes(),
    offsetMs: -zoned.getTimezoneOffset() * 60_000,
  };
}

describe(`minutesOfDay, minuteOfDay for many instants (process TZ ${process.env.TZ ?? 'unset'})`, () => {
  it('shows the wall clock of a clock-change day in Berlin (literals)', () => {
    // 29 March 2026: 02:00 CET becomes 03:00 CEST (01:00Z); the day has 23 hours
    const spring = minutesOfDay('2026-03-29', 'Europe/Berlin');
    expect(spring(at('2026-03-28T23:00:00Z'))).toBe(0);
    expect(spring(at('2026-03-29T00:59:00Z'))).toBe(119);
    expect(spring(at('2026-03-29T01:00:00Z'))).toBe(180);
    expect(spring(at('2026-03-29T08:00:00Z'))).toBe(600);
    expect(spring(at('2026-03-29T22:00:00Z'))).toBe(1440);
    // 25 October 2026: 03:00 CEST becomes 02:00 CET (01:00Z); 02:30 comes twice, the day has 25 hours
    const autumn = minutesOfDay('2026-10-25', 'Europe/Berlin');
    expect(autumn(at('2026-10-24T22:00:00Z'))).toBe(0);
    expect(autumn(at('2026-10-25T00:30:00Z'))).toBe(150);
    expect(autumn(at('2026-10-25T01:30:00Z'))).toBe(150);
    expect(autumn(at('2026-10-25T09:00:00Z'))).toBe(600);
    expect(autumn(at('2026-10-25T22:59:00Z'))).toBe(1439);
    expect(autumn(at('2026-10-25T23:00:00Z'))).toBe(1440);
    // epoch milliseconds work as well as dates
    expect(autumn(Date.parse('2026-10-25T09:00:00Z'))).toBe(600);
  });

  it('shows the wall clock of a clock-change day in New York and Lord Howe (half an hour) (literals)', () => {
    // 8 March 2026: 02:00 EST becomes 03:00 EDT (07:00Z)
    const newYork = minutesOfDay('2026-03-08', 'America/New_York');
    expect(newYork(at('2026-03-08T06:59:00Z'))).toBe(119);
    expect(newYork(at('2026-03-08T07:00:00Z'))).toBe(180);
    expect(newYork(at('2026-03-09T04:00:00Z'))).toBe(1440);
    // 5 April 2026: 02:00 (UTC+11) becomes 01:30 (UTC+10:30) at 15:00Z the day before
    const lordHowe = minutesOfDay('2026-04-05', 'Australia/Lord_Howe');
    expect(lordHowe(at('2026-04-04T14:59:00Z'))).toBe(119);
    expect(lordHowe(at('2026-04-04T15:00:00Z'))).toBe(90);
  });

  // Every minute (and some odd seconds) from two hours before the local day to two hours after, against the library.
  const days: [string, string][] = [
    ['Europe/Berlin', '2026-03-29'],
    ['Europe/Berlin', '2026-10-25'],
    ['Europe/Berlin', '2026-07-01'],
    ['America/New_York', '2026-03-08'],
    ['America/New_York', '2026-11-01'],
    ['Pacific/Auckland', '2026-04-05'],
    ['Pacific/Auckland', '2026-09-27'],
    ['Australia/Lord_Howe', '2026-04-05'],
    ['Australia/Lord_Howe', '2026-10-04'],
    ['America/Santiago', '2026-04-05'],
    ['America/Santiago', '2026-09-06'],
    ['America/Havana', '2026-03-08'],
    ['America/Havana', '2026-11-01'],
    ['Asia/Kolkata', '2026-03-29'],
    ['Pacific/Chatham', '2026-04-05'],
    ['Pacific/Kiritimati', '2026-06-01'],
    ['Pacific/Pago_Pago', '2026-06-01'],
    ['UTC', '2026-10-25'],
  ];
  it.each(days)('shows the wall clock as the library does, minute by minute, in %s on %s', (timeZone, day) => {
    const fast = minutesOfDay(day, timeZone);
    const from = wallClock(day, 0, timeZone).getTime() - 2 * 3_600_000;
    const to = wallClock(addDays(day, 1), 0, timeZone).getTime() + 2 * 3_600_000;
    const wrong: string[] = [];
    for (let t = from; t <= to; t += 60_000) {
      for (const instant of [t, t + 1, t + 29_999, t + 59_999]) {
        const library = libraryWallClock(instant, timeZone);
        const expected = library.day > day ? 1440 : library.minute;
        const shown = [fast(instant), minuteOfDay(new Date(instant), day, timeZone)];
        const own = [localDayOf(new Date(instant), timeZone), wallMinute(new Date(instant), timeZone), zoneOffsetMs(instant, timeZone)];
        if (shown.some((m) => m !== expected) || own.join() !== [library.day, library.minute, library.offsetMs].join()) {
          wrong.push(
            `${new Date(instant).toISOString()}: ${[...shown, ...own].join(' ')} ≠ ${expected} ${library.day} ${library.minute} ${library.offsetMs}`,
          );
        }
      }
    }
    expect(wrong.slice(0, 5)).toEqual([]);
  });

  it('passes instants far from the day to minuteOfDay', () => {
    const fast = minutesOfDay('2026-10-25', 'Europe/Berlin');
    expect(fast(at('2026-10-20T09:00:00Z'))).toBe(minuteOfDay(at('2026-10-20T09:00:00Z'), '2026-10-25', 'Europe/Berlin'));
    expect(fast(at('2026-10-30T09:00:00Z'))).toBe(1440);
  });
});
