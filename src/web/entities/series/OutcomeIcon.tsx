import type { OccurrenceOutcome } from '../../../contract/series';

/** Lines of a 16×16 icon per outcome: a tick, a clock, a cross, a person, a dash. */
const SHAPES: Record<OccurrenceOutcome, string> = {
  booked: 'M3 8.5l3.2 3.2L13 5',
  requested: 'M8 2.5a5.5 5.5 0 1 0 0 11a5.5 5.5 0 1 0 0-11M8 5v3.3l2.2 1.4',
  waiting: 'M8 2.5a5.5 5.5 0 1 0 0 11a5.5 5.5 0 1 0 0-11M8 5v3.3l2.2 1.4',
  taken: 'M4 4l8 8M12 4l-8 8',
  user_busy: 'M8 2.8a2.4 2.4 0 1 0 0 4.8a2.4 2.4 0 1 0 0-4.8M3.5 13.5c.6-2.6 2.4-4 4.5-4s3.9 1.4 4.5 4',
  over: 'M4 8h8',
};

/** The outcome's shape beside its text (never colour alone); hidden from screen readers, the text says it. */
export function OutcomeIcon({ outcome }: { outcome: OccurrenceOutcome }) {
  return (
    <svg className={`outcome-icon outcome-${outcome}`} viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
      <path d={SHAPES[outcome]} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
