import type { Series } from '../../../contract/series';
import { localDayOf } from '../../../domain/time/local-day';
import type { Queryable } from '../../db/client';
import type { GroupRow } from '../groups/repository';
import { placeText } from '../resources/place';
import { resourcesByIds } from '../resources/repository';
import { LIVE_OCCURRENCE_STATUSES, occurrencesOf, requestedDaysOf, type SeriesRow } from './repository';
import { eventDetailsOf } from './series-details';

const SERIES_KIND: Record<string, Series['kind']> = { desk: 'desk', room: 'room', bookable: 'bookable', parking: 'bookable' };
const isLive = (status: string) => (LIVE_OCCURRENCE_STATUSES as readonly string[]).includes(status);

/** Series with their resource, occurrences and requested lottery days (a few queries for any number). */
export async function presentSeriesList(q: Queryable, group: GroupRow, rows: SeriesRow[], now: Date): Promise<Series[]> {
  const ids = rows.map((r) => r.id);
  // One after another: `q` may be a transaction, one connection.
  const resources = await resourcesByIds(q, group.id, [...new Set(rows.map((r) => r.resourceId))]);
  const occurrences = await occurrencesOf(q, group.id, ids);
  const requested = await requestedDaysOf(q, group.id, ids, localDayOf(now, group.timeZone));
  const events = await eventDetailsOf(q, group.id, ids);
  return rows.map((row) => {
    const placed = resources.get(row.resourceId);
    const own = occurrences.filter((o) => o.seriesId === row.id);
    const kind = SERIES_KIND[row.resourceKind] ?? 'bookable';
    const event = events.get(row.id);
    return {
      id: row.id,
      kind,
      resource: { id: row.resourceId, label: placed?.resource.label ?? '', place: placed ? placeText(placed) : '' },
      start_day: row.startDay,
      start_minute: row.startMinute,
      end_minute: row.endMinute,
      slot_id: row.slotId,
      recurrence: row.recurrence,
      rule: row.rule,
      title: event?.title ?? '',
      details: kind === 'desk' ? null : (event?.details ?? null),
      cancelled_at: row.cancelledAt?.toISOString() ?? null,
      occurrences: own.map((o) => ({
        booking_id: o.id,
        day: o.day,
        start_at: o.startAt.toISOString(),
        end_at: o.endAt.toISOString(),
        status: o.status,
      })),
      requested_days: requested.filter((r) => r.seriesId === row.id).map((r) => r.day),
      can_edit:
        row.cancelledAt === null && (own.some((o) => isLive(o.status) && o.endAt > now) || requested.some((r) => r.seriesId === row.id)),
    };
  });
}

export async function presentSeries(q: Queryable, group: GroupRow, row: SeriesRow, now: Date): Promise<Series> {
  const [one] = await presentSeriesList(q, group, [row], now);
  if (!one) throw new Error(`series ${row.id} not presented`);
  return one;
}
