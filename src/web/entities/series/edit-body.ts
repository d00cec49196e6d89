import type { RecurrenceInput, Series, SeriesInput } from '../../../contract/series';

/**
 * The body that changes a room or bookable series: the new time and rule, and everything else as the series
 * holds it now (title, event details, invitees), so that `PUT series/:id` keeps it.
 */
export function eventSeriesInput(s: Series, time: { start: number; end: number }, recurrence: RecurrenceInput): SeriesInput | null {
  if (s.kind === 'desk' || s.details === null) return null;
  const { invitee_ids, ...details } = s.details;
  const common = {
    resource_id: s.resource.id,
    start_day: s.start_day,
    recurrence,
    start_minute: time.start,
    end_minute: time.end,
    title: s.title,
    ...details,
  };
  return s.kind === 'room' ? { kind: 'room', ...common, invitee_ids } : { kind: 'bookable', ...common };
}
