import { describe, expect, it } from 'vitest';
import { blockingByKind, type TraceEvent } from './blocking-by-kind';

const MAIN = { pid: 7, tid: 1 };
/** A complete event on the page's main thread, times in milliseconds. */
const x = (name: string, startMs: number, durMs: number, thread = MAIN): TraceEvent => ({
  name,
  ph: 'X',
  ts: startMs * 1000,
  dur: durMs * 1000,
  ...thread,
});
const fcpAt = (ms: number): TraceEvent => ({ name: 'firstContentfulPaint', ph: 'R', ts: ms * 1000, ...MAIN });

describe('blocking time after the first contentful paint, by kind of work', () => {
  it('charges each task after the paint its excess over 50 ms at the slowdown, to its largest part', () => {
    const events = [
      x('RunTask', 0, 30), // before the paint: not counted
      x('v8.evaluateModule', 1, 29),
      fcpAt(40),
      x('RunTask', 100, 12), // 120 ms at 10×: 70 ms blocking, module evaluation
      x('v8.evaluateModule', 101, 8),
      x('MinorGC', 102, 3), // inside the evaluation: the larger part decides
      x('ThreadControllerImpl::RunTask', 200, 8), // 80 ms: 30 ms blocking, script
      x('RunMicrotasks', 200.5, 7),
      x('v8.callFunction', 201, 6),
      x('RunTask', 300, 4), // 40 ms at 10×: not blocking, but counted as a task
      x('Layout', 300.5, 3),
      x('RunTask', 400, 6), // nothing recorded inside: other
    ];
    expect(blockingByKind(events, 10)).toEqual([
      { kind: 'module evaluation', tasks: 1, ms: 12, blockingMs: 70 },
      { kind: 'script', tasks: 1, ms: 8, blockingMs: 30 },
      { kind: 'other', tasks: 1, ms: 6, blockingMs: 10 },
      { kind: 'style & layout', tasks: 1, ms: 4, blockingMs: 0 },
    ]);
  });

  it("reads only the painting thread's tasks, and counts garbage collection of its own", () => {
    const other = { pid: 9, tid: 1 };
    const events = [fcpAt(0), x('RunTask', 10, 20, other), x('Layout', 11, 19, other), x('RunTask', 50, 20), x('V8.GC_SCAVENGER', 51, 15)];
    expect(blockingByKind(events, 4)).toEqual([{ kind: 'garbage collection', tasks: 1, ms: 20, blockingMs: 30 }]);
  });

  it('is empty for a trace without a first contentful paint', () => {
    expect(blockingByKind([x('RunTask', 0, 100), x('Layout', 1, 90)], 4)).toEqual([]);
  });
});
