import { describe, expect, it } from 'vitest';
import { minutesInterval } from './interval';
import { WallClockError, wallClockProblem } from './wall-clock-check';

const BERLIN = 'Europe/Berlin';
const SPRING_FORWARD = '2026-03-29';
const FALL_BACK = '2026-10-25';

describe(`wall-clock times on clock-change days (process TZ ${process.env.TZ ?? 'unset'})`, () => {
  it('finds that 02:00–02:59 does not exist on the spring-forward Sunday in Berlin', () => {
    expect(wallClockProblem(SPRING_FORWARD, 120, BERLIN)).toBe('nonexistent');
    expect(wallClockProblem(SPRING_FORWARD, 150, BERLIN)).toBe('nonexistent');
    expect(wallClockProblem(SPRING_FORWARD, 179, BERLIN)).toBe('nonexistent');
  });
  it('finds that 02:00–02:59 exists twice on the fall-back Sunday in Berlin', () => {
    expect(wallClockProblem(FALL_BACK, 120, BERLIN)).toBe('ambiguous');
    expect(wallClockProblem(FALL_BACK, 179, BERLIN)).toBe('ambiguous');
  });
  it('accepts the minutes around the change and every minute of ordinary days', () => {
    expect([119, 180, 0, 1440].map((m) => wallClockProblem(SPRING_FORWARD, m, BERLIN))).toEqual([null, null, null, null]);
    expect([119, 180, 0, 1440].map((m) => wallClockProblem(FALL_BACK, m, BERLIN))).toEqual([null, null, null, null]);
    expect(wallClockProblem('2026-03-28', 150, BERLIN)).toBeNull();
    expect(wallClockProblem(SPRING_FORWARD, 150, 'UTC')).toBeNull();
  });
  it('knows other zones: New York springs forward at 02:00 on 2026-03-08', () => {
    expect(wallClockProblem('2026-03-08', 150, 'America/New_York')).toBe('nonexistent');
    expect(wallClockProblem('2026-11-01', 90, 'America/New_York')).toBe('ambiguous');
  });
  it('makes minutesInterval refuse a start or end in the gap or the doubled hour, naming which', () => {
    const startInGap = () => minutesInterval(SPRING_FORWARD, 150, 600, BERLIN);
    expect(startInGap).toThrow(WallClockError);
    expect(startInGap).toThrow(expect.objectContaining({ bound: 'start', problem: 'nonexistent', day: SPRING_FORWARD }));
    expect(() => minutesInterval(FALL_BACK, 60, 150, BERLIN)).toThrow(
      expect.objectContaining({ bound: 'end', problem: 'ambiguous', day: FALL_BACK }),
    );
    expect(minutesInterval(SPRING_FORWARD, 60, 240, BERLIN).start.toISOString()).toBe('2026-03-29T00:00:00.000Z');
  });
});
