// Where a Lighthouse run's blocking time comes from: the page's main-thread tasks after its first contentful paint, in
// the trace Lighthouse recorded, each charged as total blocking time charges a task (its duration at the run's CPU
// slowdown, less 50 ms) to the kind of work that took the largest part of it. Lighthouse's own figure comes from its
// simulation of the same tasks, so the sum is close to it, not equal.

/** The fields of a Chromium trace event read here. */
export interface TraceEvent {
  name: string;
  ph?: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
}

export const WORK_KINDS = ['module evaluation', 'script', 'style & layout', 'parse & compile', 'garbage collection', 'other'] as const;
export type WorkKind = (typeof WORK_KINDS)[number];

export interface BlockingShare {
  kind: WorkKind;
  tasks: number;
  /** Main-thread time of those tasks as recorded, before the slowdown. */
  ms: number;
  /** Their blocking time at the run's slowdown. */
  blockingMs: number;
}

/** Longer tasks than this (after the slowdown) block input; Lighthouse counts the excess. */
const BLOCKING_THRESHOLD_MS = 50;
const TASK_NAMES = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);
const KIND_OF_EVENT: Record<string, WorkKind> = {
  'v8.evaluateModule': 'module evaluation',
  EvaluateScript: 'module evaluation',
  'v8.callFunction': 'script',
  FunctionCall: 'script',
  TimerFire: 'script',
  RunMicrotasks: 'script',
  EventDispatch: 'script',
  FireAnimationFrame: 'script',
  'V8.BytecodeBudgetInterrupt': 'script',
  Layout: 'style & layout',
  UpdateLayoutTree: 'style & layout',
  PrePaint: 'style & layout',
  Paint: 'style & layout',
  Commit: 'style & layout',
  ParseHTML: 'parse & compile',
  ParseAuthorStyleSheet: 'parse & compile',
  'v8.compile': 'parse & compile',
  'v8.compileModule': 'parse & compile',
  'v8.produceCache': 'parse & compile',
  'v8.produceModuleCache': 'parse & compile',
  MinorGC: 'garbage collection',
  MajorGC: 'garbage collection',
};

const kindOf = (name: string): WorkKind => KIND_OF_EVENT[name] ?? (name.startsWith('V8.GC') ? 'garbage collection' : 'other');

/**
 * The blocking time after the first contentful paint by kind of work, largest first; the kinds with no task after it
 * are left out. Empty when the trace has no first contentful paint.
 */
export function blockingByKind(events: readonly TraceEvent[], cpuSlowdown: number): BlockingShare[] {
  const fcp = events.filter((e) => e.name === 'firstContentfulPaint').sort((a, b) => a.ts - b.ts)[0];
  if (!fcp) return [];
  const onMainThread = events
    .filter((e) => e.pid === fcp.pid && e.tid === fcp.tid && e.ph === 'X' && e.dur !== undefined)
    .sort((a, b) => a.ts - b.ts);
  const shares = new Map<WorkKind, BlockingShare>();
  // Tasks do not overlap and the events are sorted by start: one pass finds each task's events.
  let next = 0;
  for (const task of onMainThread) {
    if (!TASK_NAMES.has(task.name) || task.ts < fcp.ts) continue;
    const end = task.ts + (task.dur ?? 0);
    while (next < onMainThread.length && (onMainThread[next]?.ts ?? 0) <= task.ts) next++;
    let largest: TraceEvent | undefined;
    for (let i = next; i < onMainThread.length; i++) {
      const event = onMainThread[i];
      if (!event || event.ts >= end) break;
      if (!TASK_NAMES.has(event.name) && (event.dur ?? 0) > (largest?.dur ?? -1)) largest = event;
    }
    const kind = largest ? kindOf(largest.name) : 'other';
    const ms = (task.dur ?? 0) / 1000;
    const share = shares.get(kind) ?? { kind, tasks: 0, ms: 0, blockingMs: 0 };
    share.tasks++;
    share.ms += ms;
    share.blockingMs += Math.max(0, ms * cpuSlowdown - BLOCKING_THRESHOLD_MS);
    shares.set(kind, share);
  }
  return [...shares.values()].sort((a, b) => b.blockingMs - a.blockingMs);
}
