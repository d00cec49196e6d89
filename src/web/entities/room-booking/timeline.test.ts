import { describe, expect, it } from 'vitest';
import { overlapsBusy, timelineSegments, timelineWindow } from './timeline';

const busy = (start_minute: number, end_minute: number, mine = false) => ({ start_minute, end_minute, mine });

describe('room timeline', () => {
  it('splits the day into free and busy stretches, own bookings marked', () => {
    expect(timelineSegments([busy(600, 660), busy(780, 840, true)], 420, 1200)).toEqual([
      { start: 420, end: 600, kind: 'free' },
      { start: 600, end: 660, kind: 'busy' },
      { start: 660, end: 780, kind: 'free' },
      { start: 780, end: 840, kind: 'mine' },
      { start: 840, end: 1200, kind: 'free' },
    ]);
  });

  it('merges touching and overlapping busy times and clips them to the window', () => {
    expect(timelineSegments([busy(400, 480), busy(480, 540), busy(500, 560)], 420, 1200)).toEqual([
      { start: 420, end: 560, kind: 'busy' },
      { start: 560, end: 1200, kind: 'free' },
    ]);
    expect(timelineSegments([], 420, 1200)).toEqual([{ start: 420, end: 1200, kind: 'free' }]);
  });

  it('lets an own booking win where it overlaps another', () => {
    expect(timelineSegments([busy(600, 720), busy(660, 690, true)], 600, 720)).toEqual([
      { start: 600, end: 660, kind: 'busy' },
      { start: 660, end: 690, kind: 'mine' },
      { start: 690, end: 720, kind: 'busy' },
    ]);
  });

  it('shows 07:00–20:00, widened to whole hours around earlier or later busy times', () => {
    expect(timelineWindow([])).toEqual({ from: 420, to: 1200 });
    expect(timelineWindow([busy(390, 450), busy(1230, 1440)])).toEqual({ from: 360, to: 1440 });
  });

  it('finds overlaps with half-open intervals, optionally ignoring the own booking', () => {
    expect(overlapsBusy([busy(600, 660)], 660, 720)).toBe(false);
    expect(overlapsBusy([busy(600, 660)], 630, 720)).toBe(true);
    expect(overlapsBusy([busy(600, 660, true)], 630, 720, true)).toBe(false);
  });
});
