import type { z } from 'zod';
import type { BookableResource } from '../../../../contract/bookables';
import { seriesBodySchema, type BookableSeriesBody, type RecurrenceInput } from '../../../../contract/series';
import type { CateringDraft, DetailValues } from '../../../entities/event-details/event-details-draft';
import { requestDetailsInput, requestTitleIssues } from './booking-request';
import { dayTimeOf, type TimeRange } from './time-range';

/** The series' 422 fields as the form names them: the start day is the 'start' field. */
export const SERIES_FIELD_NAMES: Record<string, string> = { start_day: 'start' };

/**
 * The series body (before validation) of the form's state: the resource, the start day and the time within it, the
 * recurrence, and for a requestable resource the event details (every occurrence then waits for approval).
 */
export function seriesRequestInput(
  resource: Pick<BookableResource, 'id' | 'requestable'>,
  range: TimeRange,
  recurrence: RecurrenceInput,
  details: DetailValues,
  equipment: readonly string[],
  catering: readonly CateringDraft[] = [],
) {
  const time = dayTimeOf(range);
  return {
    kind: 'bookable' as const,
    resource_id: resource.id,
    start_day: range.start?.day ?? '',
    // a missing time is refused by the schema at start_minute / end_minute
    start_minute: time?.start ?? Number.NaN,
    end_minute: time?.end ?? Number.NaN,
    recurrence,
    ...requestDetailsInput(resource, details, equipment, catering),
  };
}

/** The contract's series body, or every issue at once (a request needs a title). */
export function parseSeriesRequest(
  resource: Pick<BookableResource, 'id' | 'requestable'>,
  input: ReturnType<typeof seriesRequestInput>,
): { body: BookableSeriesBody } | { issues: z.core.$ZodIssue[] } {
  const result = seriesBodySchema.safeParse(input);
  const issues = [...(result.success ? [] : result.error.issues), ...requestTitleIssues(resource, input)];
  // the input's kind is 'bookable', so a parsed body is one
  if (issues.length > 0 || !result.success || result.data.kind !== 'bookable') return { issues };
  return { body: result.data };
}
