import { useMemo, useState } from 'react';
import { localDayOf, type LocalDay } from '../../domain/time/local-day';

/** The moment the screen opened (stable across renders). */
export function useNow(): Date {
  const [now] = useState(() => new Date());
  return now;
}

/** Today in the group's time zone, as the screen opened. */
export function useToday(timeZone: string | undefined): LocalDay {
  const now = useNow();
  // Worked out once per zone: the zone's offsets take a few milliseconds, and screens re-render on every query answer.
  return useMemo(() => localDayOf(now, timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone), [now, timeZone]);
}
