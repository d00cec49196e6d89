import { addDays, wallClock, type LocalDay } from '../time/local-day';

/** Requests for a day close — and its draw runs — at the cutoff minute of the day before, in the group's zone. */
export const lotteryCutoff = (day: LocalDay, cutoffMinute: number, timeZone: string): Date =>
  wallClock(addDays(day, -1), cutoffMinute, timeZone);
