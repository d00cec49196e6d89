import { SERIES_MAX_OCCURRENCES } from '../../../contract/series';
import { occurrenceDays, occurrenceTimes, type Occurrence } from '../../../domain/recurrence/occurrences';
import type { SeriesRow } from './repository';

/** The occurrences a stored series' rule stands for, in the group's zone. */
export const storedOccurrences = (row: SeriesRow, timeZone: string): Occurrence[] =>
  occurrenceTimes(occurrenceDays(row.startDay, row.recurrence, SERIES_MAX_OCCURRENCES), row.startMinute, row.endMinute, timeZone);
