import type { BusyInterval } from '../../../contract/rooms';

export type SegmentKind = 'free' | 'busy' | 'mine';

/** A stretch of a room's day, wall-clock minutes [start, end). */
export interface TimelineSegment {
  start: number;
  end: number;
  kind: SegmentKind;
}

/** The part of the day a timeline shows at least; busy times outside widen it. */
export const TIMELINE_FROM = 7 * 60;
export const TIMELINE_TO = 20 * 60;

/** The shown window: 07:00–20:00, widened to take in every busy time. */
export function timelineWindow(busy: readonly BusyInterval[]): { from: number; to: number } {
  let from = TIMELINE_FROM;
  let to = TIMELINE_TO;
  for (const b of busy) {
    from = Math.min(from, Math.max(0, b.start_minute));
    to = Math.max(to, Math.min(1440, b.end_minute));
  }
  return { from: Math.floor(from / 60) * 60, to: Math.min(1440, Math.ceil(to / 60) * 60) };
}

/**
 * The window split into free and busy stretches, in order. Overlapping or touching busy times of the
 * same kind merge; where an own and another booking overlap, the own one wins.
 */
export function timelineSegments(busy: readonly BusyInterval[], from: number, to: number): TimelineSegment[] {
  const kindAt = (minute: number): SegmentKind => {
    let kind: SegmentKind = 'free';
    for (const b of busy) {
      if (b.start_minute <= minute && minute < b.end_minute) {
        if (b.mine) return 'mine';
        kind = 'busy';
      }
    }
    return kind;
  };
  // kinds only change at interval edges
  const edges = new Set<number>([from, to]);
  for (const b of busy) {
    if (b.start_minute > from && b.start_minute < to) edges.add(b.start_minute);
    if (b.end_minute > from && b.end_minute < to) edges.add(b.end_minute);
  }
  const points = [...edges].sort((a, b) => a - b);
  const segments: TimelineSegment[] = [];
  for (let i = 0; i + 1 < points.length; i++) {
    const start = points[i] ?? from;
    const end = points[i + 1] ?? to;
    const kind = kindAt(start);
    const last = segments.at(-1);
    if (last && last.kind === kind) last.end = end;
    else segments.push({ start, end, kind });
  }
  return segments;
}

/** Whether [start, end) overlaps any busy time (except, when editing, the booking itself: pass `ignoreMine`). */
export function overlapsBusy(busy: readonly BusyInterval[], start: number, end: number, ignoreMine = false): boolean {
  return busy.some((b) => !(ignoreMine && b.mine) && b.start_minute < end && start < b.end_minute);
}
