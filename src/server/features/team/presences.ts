import type { Presence } from '../../../contract/team';
import { presenceOf, type PresenceBooking } from '../../../domain/presence/presence';
import { localDayOf } from '../../../domain/time/local-day';
import type { Queryable } from '../../db/client';
import { bookingsOnDay } from './repository';

/** A colleague whose presence is asked: a hidden one is 'unknown' and their bookings are not read. */
export interface PresenceSubject {
  id: number;
  hidden: boolean;
}

/**
 * Today's presence of several colleagues in one query: their desk and room bookings of today (group zone) that
 * have not ended, with the place's names. Which state that makes is the domain's rule.
 */
export async function presencesOf(
  q: Queryable,
  { groupId, timeZone }: { groupId: number; timeZone: string },
  subjects: readonly PresenceSubject[],
  now: Date,
): Promise<Map<number, Presence>> {
  const visibleIds = subjects.filter((s) => !s.hidden).map((s) => s.id);
  const byUser = new Map<number, PresenceBooking[]>();
  if (visibleIds.length > 0) {
    const today = await bookingsOnDay(q, groupId, visibleIds, localDayOf(now, timeZone));
    // those that have ended no longer say where someone is
    const rows = today.filter((row) => row.end > now);
    for (const row of rows) {
      if (row.kind !== 'desk' && row.kind !== 'room') continue;
      const list = byUser.get(row.userId) ?? [];
      list.push({
        kind: row.kind,
        start: row.start,
        end: row.end,
        checkedIn: row.checkedInAt !== null,
        resource: row.resource,
        location: row.location,
        area: row.area,
      });
      byUser.set(row.userId, list);
    }
  }
  return new Map(subjects.map((s) => [s.id, presenceOf({ now, timeZone, hidden: s.hidden, bookings: byUser.get(s.id) ?? [] })]));
}
