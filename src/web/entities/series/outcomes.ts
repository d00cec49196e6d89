import type { OccurrenceOutcome, SeriesOccurrence } from '../../../contract/series';

/** Outcomes that write a booking or a request: the occurrences booking the series takes. */
const WRITTEN: ReadonlySet<OccurrenceOutcome> = new Set(['booked', 'requested', 'waiting']);

export const isWritten = (outcome: OccurrenceOutcome) => WRITTEN.has(outcome);

/** How many occurrences a preview would book, of how many, and whether booking needs the user's confirmation. */
export function previewSummary(occurrences: readonly Pick<SeriesOccurrence, 'outcome'>[]) {
  const free = occurrences.filter((o) => isWritten(o.outcome)).length;
  return { free, total: occurrences.length, hasConflicts: free < occurrences.length };
}
